import { Textarea } from '@fluentui/react-components';
import { jsonErrorMessage } from '../../common/forms/jsonErrorMessage.ts';
import { FieldError } from './FieldError.tsx';
import { asText, type ParamProps } from './ParamProps.ts';
import { useFormStyles } from './formStyles.ts';
import { useNodeText } from './NodeTextContext.tsx';

/** JSON text, checked as it is typed; a saved object is shown as indented JSON. */
export function JsonParam({ param, value, onChange, id }: ParamProps) {
  const nt = useNodeText();
  const styles = useFormStyles();
  const text = typeof value === 'object' && value !== null ? JSON.stringify(value, null, 2) : asText(value);
  const error = jsonErrorMessage(text);
  return (
    <>
      <Textarea
        id={id}
        className={styles.mono}
        resize="vertical"
        rows={param.rows ?? 5}
        placeholder={nt(param.placeholder) ?? '{ }'}
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(_, d) => onChange(d.value)}
      />
      {error && <FieldError>{error}</FieldError>}
    </>
  );
}
