import { Button } from '@fluentui/react-components';
import { Sparkle20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { auth } from '../../../host/web/stores/auth.ts';
import { PricingDialog } from './PricingDialog.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './billingMessages.ts';

/** Section 2: the top bar's Upgrade button, cloud edition, organisation admins only. */
export default function UpgradeButton() {
  const t = useT();
  const { user } = useSnapshot(auth);
  const [open, setOpen] = useState(false);
  if (!user?.isOrganizationAdmin) return null;
  return (
    <>
      <Button appearance="primary" size="small" icon={<Sparkle20Regular />} onClick={() => setOpen(true)}>
        {t('Upgrade')}
      </Button>
      {open && <PricingDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
