import { Combobox, Dropdown, Option, Text } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import type { ListedOption } from '../../../../node-registry/listedOption.ts';
import type { OptionItem } from '../../../../node-registry/types.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { useNodeText } from './NodeTextContext.tsx';
import { asList, asText } from './ParamProps.ts';
import { useFormStyles } from './formStyles.ts';

interface Props {
  id: string;
  options: readonly ListedOption[];
  value: unknown;
  onChange(value: unknown): void;
  multiselect?: boolean;
  /** Typed text is a value too (a state key that Start does not declare yet). */
  freeSolo?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /**
   * The options a load method listed: only the texts it marks as ours are translated (a saved
   * tool named "Calculator" stays "Calculator"); a definition's own options are all texts.
   */
  listed?: boolean;
}

function OptionRow({ option }: { option: OptionItem }) {
  const styles = useFormStyles();
  return (
    <Option value={option.name} text={option.label}>
      <div>
        <div>{option.label}</div>
        {option.description && (
          <Text size={200} className={styles.muted}>
            {option.description}
          </Text>
        )}
      </div>
    </Option>
  );
}

/**
 * The dropdown behind options, multiOptions and both async kinds. One choice saves its name; a
 * multi-select saves a JSON list of names, as the peer saves them. A saved value the list does
 * not hold (a model since removed) still shows as its name.
 */
export function OptionsDropdown({
  id,
  options: given,
  value,
  onChange,
  multiselect,
  freeSolo,
  placeholder,
  disabled,
  listed,
}: Props) {
  const styles = useFormStyles();
  const t = useT();
  const nt = useNodeText();
  // shown in the reader's language; a choice still saves the option's name
  const options = useMemo(
    () =>
      given.map((o) => {
        const ours = (text: 'label' | 'description') => !listed || Boolean(o.ourTexts?.includes(text));
        return {
          ...o,
          label: ours('label') ? nt(o.label) : o.label,
          description: o.description && ours('description') ? nt(o.description) : o.description,
        };
      }),
    [given, nt, listed],
  );
  const selected = multiselect ? asList(value) : asText(value) ? [asText(value)] : [];
  const labelOf = (name: string) => options.find((o) => o.name === name)?.label ?? name;
  const shown = selected.map(labelOf).join(', ');
  const [typed, setTyped] = useState(shown);
  useEffect(() => setTyped(shown), [shown]);

  if (freeSolo && !multiselect) {
    const q = typed.toLowerCase();
    const matching =
      typed === shown
        ? options
        : options.filter((o) => o.label.toLowerCase().includes(q) || o.name.toLowerCase().includes(q));
    return (
      <Combobox
        id={id}
        className={styles.full}
        freeform
        disabled={disabled}
        placeholder={placeholder ?? t('Choose or type a value')}
        value={typed}
        selectedOptions={selected}
        onChange={(e) => {
          setTyped(e.target.value);
          onChange(e.target.value);
        }}
        onOptionSelect={(_, d) => {
          if (d.optionValue === undefined) return;
          setTyped(d.optionText ?? d.optionValue);
          onChange(d.optionValue);
        }}
      >
        {matching.map((o) => (
          <OptionRow key={o.name} option={o} />
        ))}
      </Combobox>
    );
  }
  return (
    <Dropdown
      id={id}
      className={styles.full}
      multiselect={multiselect}
      disabled={disabled}
      placeholder={placeholder ?? (multiselect ? t('Choose one or more') : t('Choose an option'))}
      value={shown}
      selectedOptions={selected}
      onOptionSelect={(_, d) => {
        if (multiselect) onChange(JSON.stringify(d.selectedOptions));
        else if (d.optionValue !== undefined) onChange(d.optionValue);
      }}
    >
      {options.map((o) => (
        <OptionRow key={o.name} option={o} />
      ))}
    </Dropdown>
  );
}
