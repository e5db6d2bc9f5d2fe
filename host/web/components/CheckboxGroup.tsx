import { Checkbox } from '@fluentui/react-components';

export interface CheckboxOption<T extends string> {
  value: T;
  label: string;
}

export interface CheckboxGroupProps<T extends string> {
  options: readonly CheckboxOption<T>[];
  value: ReadonlySet<T>;
  onChange(next: Set<T>): void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * Ticks a set of values. A fieldset, not a Fluent Field: a Field gives its one control its id, and
 * checkboxes sharing an id toggle each other through their labels.
 */
export function CheckboxGroup<T extends string>({
  options,
  value,
  onChange,
  className,
  ...aria
}: CheckboxGroupProps<T>) {
  return (
    <fieldset className={className} {...aria}>
      {options.map((o) => (
        <Checkbox
          key={o.value}
          label={o.label}
          checked={value.has(o.value)}
          onChange={(_, d) => {
            const next = new Set(value);
            if (d.checked === true) next.add(o.value);
            else next.delete(o.value);
            onChange(next);
          }}
        />
      ))}
    </fieldset>
  );
}
