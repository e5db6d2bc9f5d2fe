import { Button, Dropdown, Field, Input, Option } from '@fluentui/react-components';
import { Dismiss20Regular, Filter20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import type { LoginActivityKind } from '../../common/identityTypes.ts';
import {
  dateRangeProblem,
  EMPTY_LOGIN_ACTIVITY_FILTERS,
  type LoginActivityFilters,
} from '../../common/loginActivityQuery.ts';
import { useAdminStyles } from './useAdminStyles.ts';

/** English; translated where shown. */
export const KIND_LABELS: Record<LoginActivityKind, string> = {
  LOGIN: 'Login',
  LOGOUT: 'Logout',
  FAILED: 'Failed login',
};

/** The login-activity filters: edited here, applied on submit (Enter or Apply). */
export function LoginActivityFilterBar({ onApply }: { onApply(filters: LoginActivityFilters): void }) {
  const styles = useAdminStyles();
  const t = useT();
  const [f, setF] = useState<LoginActivityFilters>(EMPTY_LOGIN_ACTIVITY_FILTERS);
  const problem = dateRangeProblem(f, t);
  const set = (change: Partial<LoginActivityFilters>) => setF((old) => ({ ...old, ...change }));
  return (
    <form
      className={styles.toolbar}
      aria-label={t('Filter login activity')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem) onApply(f);
      }}
    >
      <Field label={t('Activity')}>
        <Dropdown
          aria-label={t('Activity type')}
          style={{ minWidth: 160 }}
          value={f.kind ? t(KIND_LABELS[f.kind]) : t('All activity')}
          selectedOptions={[f.kind]}
          onOptionSelect={(_, d) => set({ kind: (d.optionValue ?? '') as LoginActivityFilters['kind'] })}
        >
          <Option value="">{t('All activity')}</Option>
          {(Object.keys(KIND_LABELS) as LoginActivityKind[]).map((k) => (
            <Option key={k} value={k}>
              {t(KIND_LABELS[k])}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('User or email')}>
        <Input
          value={f.email}
          maxLength={254}
          onChange={(_, d) => set({ email: d.value })}
          placeholder={t('e.g. alice@')}
        />
      </Field>
      <Field label={t('From')} validationMessage={problem}>
        <Input type="date" value={f.from} onChange={(_, d) => set({ from: d.value })} />
      </Field>
      <Field label={t('To')}>
        <Input type="date" value={f.to} onChange={(_, d) => set({ to: d.value })} />
      </Field>
      <Button type="submit" appearance="primary" icon={<Filter20Regular />} disabled={!!problem}>
        {t('Apply')}
      </Button>
      <Button
        icon={<Dismiss20Regular />}
        onClick={() => {
          setF(EMPTY_LOGIN_ACTIVITY_FILTERS);
          onApply(EMPTY_LOGIN_ACTIVITY_FILTERS);
        }}
      >
        {t('Clear', { context: 'filters' })}
      </Button>
    </form>
  );
}
