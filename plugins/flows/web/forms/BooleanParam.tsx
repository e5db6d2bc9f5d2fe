import { Switch } from '@fluentui/react-components';
import type { ParamProps } from './ParamProps.ts';

/** A switch; a saved 'true' string (older saves) counts as on. */
export function BooleanParam({ value, onChange, id }: ParamProps) {
  const checked = value === true || value === 'true';
  return <Switch id={id} checked={checked} onChange={(_, d) => onChange(d.checked)} />;
}
