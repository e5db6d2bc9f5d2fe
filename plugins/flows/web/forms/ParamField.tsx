import { Label, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Warning12Regular } from '@fluentui/react-icons';
import { useId } from 'react';
import { isEmptyValue } from '../../../../node-registry/rules/inputProblems.ts';
import { isOptional } from '../../../../node-registry/rules/showHideInputParams.ts';
import type { InputParam } from '../../../../node-registry/types.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { FieldError } from './FieldError.tsx';
import { useFormContext } from './FormContext.tsx';
import { useNodeText } from './NodeTextContext.tsx';
import { ParamControl } from './ParamControl.tsx';

const useStyles = makeStyles({
  group: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  label: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalXS },
  optional: { color: tokens.colorNeutralForeground3 },
  hint: { color: tokens.colorNeutralForeground3 },
  warning: { color: tokens.colorPaletteMarigoldForeground1 },
});

interface Props {
  param: InputParam;
  value: unknown;
  onChange(value: unknown): void;
  rowIndex?: number;
}

/** Types whose control is a group of fields, labelled as a group rather than by a <label for>. */
const GROUPS = new Set(['array', 'datagrid', 'tabs', 'conditionFunction']);

/**
 * One parameter with its label ('Optional' marked), the description as a hint, the warning, and
 * "<Label> is required" under a required field that is still empty.
 */
export function ParamField({ param, value, onChange, rowIndex }: Props) {
  const styles = useStyles();
  const t = useT();
  const nt = useNodeText();
  const { inputs } = useFormContext();
  const id = useId();
  const optional = isOptional(param, inputs, rowIndex);
  const missing = !optional && param.type !== 'boolean' && isEmptyValue(value);
  // a condition without tabs is one code editor, labelled like any field
  const group = GROUPS.has(param.type) && !(param.type === 'conditionFunction' && !param.tabs?.length);
  const labelId = `${id}-label`;
  return (
    <div className={styles.field} data-param={param.name}>
      <div className={styles.label}>
        <Label id={labelId} htmlFor={group ? undefined : id} weight="semibold">
          {nt(param.label)}
        </Label>
        {optional && (
          <Text size={200} className={styles.optional}>
            {t('Optional')}
          </Text>
        )}
      </div>
      {param.description && (
        <Text size={200} className={styles.hint}>
          {nt(param.description)}
        </Text>
      )}
      {param.warning && (
        <Text size={200} className={styles.warning}>
          <Warning12Regular /> {nt(param.warning)}
        </Text>
      )}
      {group ? (
        <fieldset aria-labelledby={labelId} className={styles.group}>
          <ParamControl param={param} value={value} onChange={onChange} id={id} rowIndex={rowIndex} />
        </fieldset>
      ) : (
        <ParamControl param={param} value={value} onChange={onChange} id={id} rowIndex={rowIndex} />
      )}
      {missing && <FieldError>{t('{{label}} is required', { label: nt(param.label) })}</FieldError>}
    </div>
  );
}
