import {
  Divider,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useLoaded } from '../../../../host/web/components/useLoaded.ts';
import { http } from '../../../../host/web/http/http.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import type { MailSettingsView } from '../../common/mailSettings.ts';
import { AccountSettingsLayout } from './AccountSettingsLayout.tsx';
import { MailServerForm } from './MailServerForm.tsx';
import { TestMailSection } from './TestMailSection.tsx';

/** /email-settings (organisation admins, enterprise and cloud): the mail server, a test mail, the mails sent. */
export default function EmailSettingsPage() {
  const t = useT();
  const loaded = useLoaded(() => http.get<MailSettingsView>('/email-settings'));
  const saved = loaded.data;
  return (
    <AccountSettingsLayout>
      {loaded.error && (
        <MessageBar intent="error">
          <MessageBarBody>{loaded.error}</MessageBarBody>
        </MessageBar>
      )}
      {!saved && !loaded.error && <Spinner label={t('Loading the mail settings')} />}
      {saved && (
        <>
          <MailServerForm key={String(saved.configured)} saved={saved} onSaved={() => void loaded.reload()} />
          <Divider />
          <TestMailSection configured={saved.configured} />
          <Divider />
          <Subtitle2 as="h2">{t('Mails the product sends')}</Subtitle2>
          <Table aria-label={t('Mails the product sends')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell style={{ width: 150 }}>{t('Mail')}</TableHeaderCell>
                <TableHeaderCell>{t('Subject')}</TableHeaderCell>
                <TableHeaderCell>{t('When')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {saved.mails.map((m) => (
                <TableRow key={m.id}>
                  <TableCell>{m.label}</TableCell>
                  <TableCell>{m.subject}</TableCell>
                  <TableCell>{m.when}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </AccountSettingsLayout>
  );
}
