import { Button, Input } from '@fluentui/react-components';
import { Eye20Regular, EyeOff20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { asText, type ParamProps } from './ParamProps.ts';
import { useNodeText } from './NodeTextContext.tsx';

/** A masked field with a show/hide toggle. */
export function PasswordParam({ param, value, onChange, id }: ParamProps) {
  const nt = useNodeText();
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <Input
      id={id}
      type={shown ? 'text' : 'password'}
      autoComplete="off"
      placeholder={nt(param.placeholder)}
      value={asText(value)}
      onChange={(_, d) => onChange(d.value)}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          aria-label={shown ? t('Hide value') : t('Show value')}
          icon={shown ? <EyeOff20Regular /> : <Eye20Regular />}
          onClick={() => setShown((s) => !s)}
        />
      }
    />
  );
}
