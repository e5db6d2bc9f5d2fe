import { Button, Text, Tooltip } from '@fluentui/react-components';
import { Add16Regular, ArrowDown16Regular, ArrowUp16Regular, Delete16Regular } from '@fluentui/react-icons';
import { showHideArrayRow } from '../../../../node-registry/rules/showHideInputParams.ts';
import {
  addRow,
  canAddRow,
  canRemoveRow,
  moveRow,
  removeRow,
  rowsOf,
  setRowValue,
} from '../../common/forms/arrayRows.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { FormContext, useFormContext } from './FormContext.tsx';
import type { ParamProps } from './ParamProps.ts';
import { ParamField } from './ParamField.tsx';
import { useFormStyles } from './formStyles.ts';
import { arrayItemLabel } from '../../../../node-registry/nodeTexts.ts';
import { useNodeText } from './NodeTextContext.tsx';

/**
 * Rows of sub-fields with add, remove and move up/down. Each row's sub-fields follow their own
 * show/hide rules, `$index` standing for the row (Condition's value fields by row type).
 */
export function ArrayParam({ param, value, onChange }: ParamProps) {
  const styles = useFormStyles();
  const t = useT();
  const nt = useNodeText();
  const form = useFormContext();
  const { inputs } = form;
  const sub = param.array ?? [];
  const rows = rowsOf(value);
  // rules name the whole path ('conditions[$index].type'): evaluate against the node's inputs
  // with this list as it is now, which also serves lists nested in a row
  const ruleInputs = { ...inputs, [param.name]: rows };
  const itemLabel = nt(arrayItemLabel(param.label));
  return (
    <div className={styles.stack}>
      {rows.length === 0 && (
        <Text size={200} className={styles.muted}>
          {t('No items yet.')}
        </Text>
      )}
      {rows.map((row, i) => (
        // rows have no ids of their own; the index is their identity while editing
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <section key={i} className={styles.row} aria-label={`${itemLabel} ${i + 1}`}>
          <div className={styles.rowHeader}>
            <Text weight="semibold" className={styles.grow}>
              {`${itemLabel} ${i + 1}`}
            </Text>
            <Tooltip content={t('Move up')} relationship="label">
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowUp16Regular />}
                disabled={i === 0}
                onClick={() => onChange(moveRow(rows, i, -1))}
              />
            </Tooltip>
            <Tooltip content={t('Move down')} relationship="label">
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowDown16Regular />}
                disabled={i === rows.length - 1}
                onClick={() => onChange(moveRow(rows, i, 1))}
              />
            </Tooltip>
            {canRemoveRow(param, rows.length) && (
              <Tooltip
                content={t('Remove {{item}} {{n}}', { item: itemLabel, n: i + 1 })}
                relationship="label"
              >
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<Delete16Regular />}
                  onClick={() => onChange(removeRow(rows, i))}
                />
              </Tooltip>
            )}
          </div>
          <FormContext.Provider
            value={{
              ...form,
              row: { values: row, set: (name, v) => onChange(setRowValue(rows, i, name, v)) },
            }}
          >
            {showHideArrayRow(sub, ruleInputs, i)
              .filter((p) => p.display && !p.hidden)
              .map((p) => (
                <ParamField
                  key={`${p.name}-${p.type}`}
                  param={p}
                  rowIndex={i}
                  value={row[p.name] ?? p.default}
                  onChange={(v) => onChange(setRowValue(rows, i, p.name, v))}
                />
              ))}
          </FormContext.Provider>
        </section>
      ))}
      {canAddRow(param, rows.length) && (
        <div>
          <Button icon={<Add16Regular />} onClick={() => onChange(addRow(rows, sub))}>
            {t('Add {{item}}', { item: itemLabel })}
          </Button>
        </div>
      )}
    </div>
  );
}
