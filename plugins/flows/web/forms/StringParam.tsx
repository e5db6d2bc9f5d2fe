import { Input, Textarea } from '@fluentui/react-components';
import { asText, type ParamProps } from './ParamProps.ts';
import { VariableInput } from './VariableInput.tsx';
import { useNodeText } from './NodeTextContext.tsx';

/** Text: one line, or `rows` lines; fields that accept variables offer the '{{' suggestions. */
export function StringParam({ param, value, onChange, id }: ParamProps) {
  const nt = useNodeText();
  const text = asText(value);
  const rows = param.rows ?? 1;
  if (param.acceptVariable) {
    return (
      <VariableInput
        id={id}
        value={text}
        rows={rows}
        placeholder={nt(param.placeholder)}
        onChange={onChange}
      />
    );
  }
  if (rows > 1) {
    return (
      <Textarea
        id={id}
        rows={rows}
        resize="vertical"
        placeholder={nt(param.placeholder)}
        value={text}
        onChange={(_, d) => onChange(d.value)}
      />
    );
  }
  return (
    <Input id={id} placeholder={nt(param.placeholder)} value={text} onChange={(_, d) => onChange(d.value)} />
  );
}
