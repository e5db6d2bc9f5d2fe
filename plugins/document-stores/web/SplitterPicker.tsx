import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { useNodeText } from '../../flows/public-web.ts';
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
  const t = useT();
  const nt = useNodeText();
  const chosen = splitters.find((s) => s.name === value);
  return (
    <Field
      label={t('Text splitter')}
      hint={nt(chosen?.description) ?? t('Without a splitter each document is one chunk.')}
      validationMessage={error ? t('Could not load the splitters: {{error}}', { error }) : undefined}
    >
      <Dropdown
        value={chosen ? nt(chosen.label) : t('None')}
        selectedOptions={[value ?? '']}
        onOptionSelect={(_, d) => onChange(d.optionValue || undefined)}
      >
        <Option value="">{t('None')}</Option>
        {splitters.map((s) => (
          <Option key={s.name} value={s.name}>
            {nt(s.label)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
