import { Button, Input, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useAccess } from '../../../host/web/access/useAccess.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import type { Execution } from '../common/executionTypes.ts';
import { executionsApi } from './executionsApi.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './executionsMessages.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  link: { minWidth: '320px', fontFamily: tokens.fontFamilyMonospace },
});

/** The public switch and, while public, the link to /execution/:id with a copy button. */
export function ShareControl({
  execution,
  onChange,
}: {
  execution: Execution;
  onChange(e: Execution): void;
}) {
  const t = useT();
  const s = useStyles();
  const { can } = useAccess();
  const [busy, setBusy] = useState(false);
  const link = `${window.location.origin}/execution/${execution.id}`;
  async function toggle(isPublic: boolean) {
    setBusy(true);
    try {
      onChange(await executionsApi.setPublic(execution.id, isPublic));
      notify.success(
        isPublic ? t('Anyone with the link can view this execution') : t('Execution is private'),
      );
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={s.root}>
      <Switch
        label={t('Public')}
        checked={execution.isPublic}
        disabled={busy || !can('executions:update')}
        onChange={(_, d) => void toggle(d.checked)}
      />
      {execution.isPublic && (
        <>
          <Input readOnly value={link} aria-label={t('Public link')} className={s.link} />
          <Button
            icon={<Copy20Regular />}
            onClick={() =>
              navigator.clipboard
                ?.writeText(link)
                .then(() => notify.success(t('Link copied')))
                .catch(() => notify.error(t('Could not copy; select the link and copy it')))
            }
          >
            {t('Copy link')}
          </Button>
        </>
      )}
    </div>
  );
}
