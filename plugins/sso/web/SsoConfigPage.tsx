import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  Add20Regular,
  Delete20Regular,
  Edit20Regular,
  PlugConnected20Regular,
  ShieldKeyhole24Regular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './ssoMessages.ts';
import { confirmAndRun } from '../../../host/web/stores/confirmAndRun.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { ListPageFrame } from '../../../host/web/components/ListPageFrame.tsx';
import type { SsoProviderView } from '../common/ssoTypes.ts';
import { SsoProviderDialog } from './SsoProviderDialog.tsx';
import { ssoApi, ssoCallbackUrl } from './ssoApi.ts';

const useStyles = makeStyles({
  wrap: { wordBreak: 'break-all' },
  actions: { display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  actionsCell: { width: '260px' },
});

/** /sso-config: the organisation's OpenID Connect providers; add, edit, enable, test and delete them. */
export default function SsoConfigPage() {
  const styles = useStyles();
  const t = useT();
  const { data, setData, error, reload } = useLoaded(ssoApi.providers);
  const [editing, setEditing] = useState<SsoProviderView | null | undefined>(undefined);
  const [testing, setTesting] = useState<string | null>(null);

  async function test(p: SsoProviderView) {
    setTesting(p.id);
    try {
      const result = await ssoApi.test(p.issuer);
      if (result.ok) notify.success(result.message);
      else notify.error(result.message);
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setTesting(null);
    }
  }

  async function toggle(p: SsoProviderView) {
    try {
      setData(
        await ssoApi.save({
          id: p.id,
          label: p.label,
          issuer: p.issuer,
          clientId: p.clientId,
          enabled: !p.enabled,
        }),
      );
      notify.success(
        p.enabled ? t('{{label}} disabled', { label: p.label }) : t('{{label}} enabled', { label: p.label }),
      );
    } catch (err) {
      notify.error(errorMessage(err));
    }
  }

  async function remove(p: SsoProviderView) {
    await confirmAndRun({
      title: t('Delete SSO provider'),
      description: t(
        "Delete {{label}}? Its 'Sign in with' button goes away. People who signed in with it keep their accounts and sign in with a password (Forgot password) or another provider from now on.",
        { label: p.label },
      ),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-sso-provider',
      run: async () => setData(await ssoApi.remove(p.id)),
      done: t('{{label}} deleted', { label: p.label }),
    });
  }

  return (
    <>
      <ListPageFrame
        title={t('SSO Config')}
        noun={t('SSO providers')}
        loaded={data !== null}
        error={error}
        onRetry={reload}
        empty={data?.length === 0}
        emptyIcon={ShieldKeyhole24Regular}
        emptyText={t(
          "No single sign-on provider yet. Add an OpenID Connect provider to offer 'Sign in with …' on the login page.",
        )}
        actions={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing(null)}>
            {t('Add Provider')}
          </Button>
        }
      >
        <Table aria-label={t('SSO providers')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('Label')}</TableHeaderCell>
              <TableHeaderCell>{t('Issuer')}</TableHeaderCell>
              <TableHeaderCell>{t('Client ID')}</TableHeaderCell>
              <TableHeaderCell>{t('Secret')}</TableHeaderCell>
              <TableHeaderCell>{t('Status')}</TableHeaderCell>
              <TableHeaderCell>{t('Redirect URI')}</TableHeaderCell>
              <TableHeaderCell className={styles.actionsCell}>{t('Actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(data ?? []).map((p) => (
              <TableRow key={p.id}>
                <TableCell>{p.label}</TableCell>
                <TableCell className={styles.wrap}>{p.issuer}</TableCell>
                <TableCell className={styles.wrap}>{p.clientId}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={p.clientSecret ? 'success' : 'warning'}>
                    {p.clientSecret ? t('set') : t('missing')}
                  </Badge>
                </TableCell>
                <TableCell>
                  <Badge appearance="filled" color={p.enabled ? 'success' : 'informative'}>
                    {p.enabled ? t('Enabled') : t('Disabled')}
                  </Badge>
                </TableCell>
                <TableCell className={styles.wrap}>
                  <Text font="monospace" size={200}>
                    {ssoCallbackUrl(p.id)}
                  </Text>
                </TableCell>
                <TableCell className={styles.actionsCell}>
                  <div className={styles.actions}>
                    <Button
                      appearance="subtle"
                      icon={<Edit20Regular />}
                      aria-label={t('Edit {{name}}', { name: p.label })}
                      onClick={() => setEditing(p)}
                    />
                    <Button
                      appearance="subtle"
                      icon={<PlugConnected20Regular />}
                      disabled={testing === p.id}
                      onClick={() => void test(p)}
                    >
                      {t('Test')}
                    </Button>
                    <Button appearance="subtle" onClick={() => void toggle(p)}>
                      {p.enabled ? t('Disable') : t('Enable')}
                    </Button>
                    <Button
                      appearance="subtle"
                      icon={<Delete20Regular />}
                      aria-label={t('Delete {{name}}', { name: p.label })}
                      onClick={() => void remove(p)}
                    />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListPageFrame>
      <SsoProviderDialog
        open={editing !== undefined}
        provider={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(providers) => {
          setData(providers);
          notify.success(t('SSO provider saved'));
          setEditing(undefined);
        }}
      />
    </>
  );
}
