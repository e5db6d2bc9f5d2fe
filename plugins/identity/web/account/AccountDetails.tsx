import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { auth } from '../../../../host/web/stores/auth.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  row: { display: 'contents' },
});

/** Read-only facts of the signed-in account: role, organisation admin, workspace, last sign-in. */
export function AccountDetails() {
  const styles = useStyles();
  const t = useT();
  const { user } = useSnapshot(auth);
  if (!user) return null;
  const lastLogin = user.lastLogin ? new Date(user.lastLogin) : null;
  const rows: [string, string][] = [
    [t('Role'), user.role],
    [t('Organization admin'), user.isOrganizationAdmin ? t('Yes') : t('No')],
    [t('Workspace'), user.activeWorkspace || '—'],
    [t('Last sign-in'), lastLogin && !Number.isNaN(lastLogin.getTime()) ? lastLogin.toLocaleString() : '—'],
  ];
  return (
    <dl className={styles.list} aria-label={t('Account details')}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>
            <Body1>{term}</Body1>
          </dt>
          <dd className={styles.value}>
            <Body1>{value}</Body1>
          </dd>
        </div>
      ))}
    </dl>
  );
}
