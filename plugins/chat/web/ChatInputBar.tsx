import { Button, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { Delete20Regular, Send20Filled, Stop20Filled } from '@fluentui/react-icons';
import { type KeyboardEvent, useState } from 'react';
import type { ChatUpload } from '../common/chatUpload.ts';
import type { FlowUploads } from '../common/flowUploads.ts';
import type { PublicChatbotConfig } from '../common/publicChatbotConfig.ts';
import { AttachButton, AttachmentStrip } from './ChatAttachments.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  root: { borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  bar: { display: 'flex', gap: '8px', alignItems: 'flex-end', padding: '10px 12px' },
  input: { flex: 1 },
  error: { display: 'block', padding: '6px 12px 0', color: tokens.colorPaletteRedForeground1 },
});

export interface ChatInputBarProps {
  textInput?: PublicChatbotConfig['textInput'];
  busy: boolean;
  disabled: boolean;
  allowed: FlowUploads;
  onSend: (text: string, uploads: ChatUpload[]) => void;
  onStop: () => void;
  /** A clear-chat button at the start of the bar (hosts that draw their own header). */
  clear?: { onClear: () => void; disabled: boolean };
}

/** The message box: text, attached images and files (when the flow takes them), send and stop. */
export function ChatInputBar({
  textInput,
  busy,
  disabled,
  allowed,
  onSend,
  onStop,
  clear,
}: ChatInputBarProps) {
  const t = useT();
  const s = useStyles();
  const [text, setText] = useState('');
  const [uploads, setUploads] = useState<ChatUpload[]>([]);
  const [error, setError] = useState('');
  const canSend = !disabled && !busy && (!!text.trim() || uploads.length > 0);
  const submit = () => {
    if (!canSend) return;
    onSend(text, uploads);
    setText('');
    setUploads([]);
    setError('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  return (
    <div className={s.root} style={{ backgroundColor: textInput?.backgroundColor }}>
      <AttachmentStrip
        uploads={uploads}
        onRemove={(i) => setUploads((prev) => prev.filter((_, j) => j !== i))}
      />
      {error && (
        <Text role="alert" size={200} className={s.error}>
          {error}
        </Text>
      )}
      <div className={s.bar}>
        {clear && (
          <Button
            appearance="subtle"
            icon={<Delete20Regular />}
            onClick={clear.onClear}
            disabled={clear.disabled}
            aria-label={t('Clear chat')}
            title={t('Clear chat')}
          />
        )}
        {(allowed.isImageUploadAllowed || allowed.isFullFileUploadAllowed) && (
          <AttachButton
            allowed={allowed}
            disabled={disabled || busy}
            onAdd={(more) => setUploads((prev) => [...prev, ...more])}
            onError={setError}
          />
        )}
        <Textarea
          className={s.input}
          aria-label={t('Message')}
          placeholder={textInput?.placeholder ?? t('Type your question…')}
          value={text}
          disabled={disabled}
          resize="vertical"
          onChange={(_, d) => setText(d.value)}
          onKeyDown={onKeyDown}
          style={{ color: textInput?.textColor }}
        />
        {busy ? (
          <Button icon={<Stop20Filled />} onClick={onStop} aria-label={t('Stop generating')}>
            {t('Stop')}
          </Button>
        ) : (
          <Button
            appearance="primary"
            icon={<Send20Filled />}
            onClick={submit}
            disabled={!canSend}
            aria-label={t('Send')}
            style={textInput?.sendButtonColor ? { backgroundColor: textInput.sendButtonColor } : undefined}
          />
        )}
      </div>
    </div>
  );
}
