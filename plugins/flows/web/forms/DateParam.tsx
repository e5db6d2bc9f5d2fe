import { Input } from '@fluentui/react-components';
import { asText, type ParamProps } from './ParamProps.ts';

/** A date (YYYY-MM-DD, the browser's own picker); a saved ISO date-time shows its date part. */
export function DateParam({ value, onChange, id }: ParamProps) {
  const text = asText(value);
  return <Input id={id} type="date" value={text.slice(0, 10)} onChange={(_, d) => onChange(d.value)} />;
}
