import { Button, Field, makeStyles, Textarea } from '@fluentui/react-components';
import { Checkmark16Regular, Dismiss16Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ChatAction } from '../common/chatItem.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '6px', width: 'min(85%, 760px)' },
  row: { display: 'flex', gap: '8px' },
});

/** Approve or reject a paused run, with optional feedback sent as humanInput.feedback. */
export function HumanInputActions({
  action,
  disabled,
  onAnswer,
}: {
  action: ChatAction;
  disabled: boolean;
  onAnswer: (type: 'proceed' | 'reject', feedback: string) => void;
}) {
  const t = useT();
  const s = useStyles();
  const [feedback, setFeedback] = useState('');
  return (
    <div className={s.root}>
      <Field label={t('Feedback (optional)')} size="small">
        <Textarea value={feedback} onChange={(_, d) => setFeedback(d.value)} resize="vertical" />
      </Field>
      <div className={s.row}>
        <Button
          appearance="primary"
          icon={<Checkmark16Regular />}
          disabled={disabled}
          onClick={() => onAnswer('proceed', feedback)}
          data-testid="chat-approve"
        >
          {action.mapping?.approve ?? t('Proceed')}
        </Button>
        <Button icon={<Dismiss16Regular />} disabled={disabled} onClick={() => onAnswer('reject', feedback)}>
          {action.mapping?.reject ?? t('Reject')}
        </Button>
      </div>
    </div>
  );
}
