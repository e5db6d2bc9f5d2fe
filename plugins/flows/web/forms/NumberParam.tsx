import { Input } from '@fluentui/react-components';
import { asText, type ParamProps } from './ParamProps.ts';
import { useNodeText } from './NodeTextContext.tsx';

/** A number field; an emptied field saves '' (no value) rather than 0. */
export function NumberParam({ param, value, onChange, id }: ParamProps) {
  const nt = useNodeText();
  return (
    <Input
      id={id}
      type="number"
      step={param.step !== undefined ? String(param.step) : 'any'}
      placeholder={nt(param.placeholder)}
      value={asText(value)}
      onChange={(_, d) => {
        if (d.value === '') return onChange('');
        const n = Number(d.value);
        if (!Number.isNaN(n)) onChange(n);
      }}
    />
  );
}
