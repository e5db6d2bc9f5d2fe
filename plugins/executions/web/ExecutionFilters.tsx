import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { EXECUTION_STATES } from '../common/executionTypes.ts';
import { statusAppearance } from '../common/statusAppearance.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './executionsMessages.ts';

export interface FilterValues {
  agentflowId: string;
  state: string;
  sessionId: string;
  /** yyyy-mm-dd from the date inputs; empty when not set. */
  from: string;
  to: string;
}

export const NO_FILTERS: FilterValues = { agentflowId: '', state: '', sessionId: '', from: '', to: '' };

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  wide: { minWidth: '220px' },
});

/** The list's filters: flow, state, session id and a date range (local days, both ends included). */
export function ExecutionFilters({
  value,
  flows,
  onChange,
}: {
  value: FilterValues;
  flows: { id: string; name: string }[];
  onChange(next: FilterValues): void;
}) {
  const t = useT();
  const styles = useStyles();
  const set = (patch: Partial<FilterValues>) => onChange({ ...value, ...patch });
  const rangeError = value.from && value.to && value.from > value.to ? t('Start is after end') : undefined;
  return (
    <div className={styles.row}>
      <Field label={t('Agentflow')} className={styles.wide}>
        <Select value={value.agentflowId} onChange={(_, d) => set({ agentflowId: d.value })}>
          <option value="">{t('All flows')}</option>
          {flows.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('State')}>
        <Select value={value.state} onChange={(_, d) => set({ state: d.value })}>
          <option value="">{t('All states')}</option>
          {EXECUTION_STATES.map((s) => (
            <option key={s} value={s}>
              {t(statusAppearance(s).label)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('Session id')} className={styles.wide}>
        <Input value={value.sessionId} onChange={(_, d) => set({ sessionId: d.value })} />
      </Field>
      <Field label={t('From')} validationMessage={rangeError}>
        <Input type="date" value={value.from} onChange={(_, d) => set({ from: d.value })} />
      </Field>
      <Field label={t('To')}>
        <Input type="date" value={value.to} onChange={(_, d) => set({ to: d.value })} />
      </Field>
      <Button
        icon={<Dismiss20Regular />}
        disabled={JSON.stringify(value) === JSON.stringify(NO_FILTERS)}
        onClick={() => onChange(NO_FILTERS)}
      >
        {t('Clear filters')}
      </Button>
    </div>
  );
}
