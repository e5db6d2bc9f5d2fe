import { Button } from '@fluentui/react-components';
import { Sparkle20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { auth } from '../../../host/web/stores/auth.ts';
import { PricingDialog } from './PricingDialog.tsx';

/** Section 2: the top bar's Upgrade button, cloud edition, organisation admins only. */
export default function UpgradeButton() {
  const { user } = useSnapshot(auth);
  const [open, setOpen] = useState(false);
  if (!user?.isOrganizationAdmin) return null;
  return (
    <>
      <Button appearance="primary" size="small" icon={<Sparkle20Regular />} onClick={() => setOpen(true)}>
        Upgrade
      </Button>
      {open && <PricingDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
