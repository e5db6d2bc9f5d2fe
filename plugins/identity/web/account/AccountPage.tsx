import { Divider, Subtitle2 } from '@fluentui/react-components';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import { AccountDetails } from './AccountDetails.tsx';
import { AccountSettingsLayout } from './AccountSettingsLayout.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/**
 * /account: the settings' first tab, the profile. DECISION: in every edition, and in the cloud
 * edition this is where name and email are edited (the Update Profile dialog is not offered there).
 */
export default function AccountPage() {
  const t = useT();
  return (
    <AccountSettingsLayout>
      <Subtitle2 as="h2">{t('Profile')}</Subtitle2>
      <ProfileForm />
      <Divider />
      <Subtitle2 as="h2">{t('Account')}</Subtitle2>
      <AccountDetails />
    </AccountSettingsLayout>
  );
}
