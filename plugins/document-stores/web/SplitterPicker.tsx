import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { ComponentDefinition } from '../common/pageTypes.ts';

/** Chooses the text splitter (or none: each document is one chunk). */
export function SplitterPicker({
  splitters,
  value,
  onChange,
  error,
}: {
  splitters: readonly ComponentDefinition[];
  value: string | undefined;
  onChange(name: string | undefined): void;
  error?: string | null;
}) {
  const chosen = splitters.find((s) => s.name === value);
  return (
    <Field
      label="Text splitter"
      hint={chosen?.description ?? 'Without a splitter each document is one chunk.'}
      validationMessage={error ? `Could not load the splitters: ${error}` : undefined}
    >
      <Dropdown
        value={chosen?.label ?? 'None'}
        selectedOptions={[value ?? '']}
        onOptionSelect={(_, d) => onChange(d.optionValue || undefined)}
      >
        <Option value="">None</Option>
        {splitters.map((s) => (
          <Option key={s.name} value={s.name}>
            {s.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
