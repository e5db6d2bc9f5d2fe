import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import type { ChatLead } from '../common/chatStorage.ts';
import type { PublicChatbotConfig } from '../common/publicChatbotConfig.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: '10px',
    padding: '16px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    maxWidth: '420px',
    width: '100%',
    alignSelf: 'center',
  },
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lead capture before the first question: the fields the chatbot config asks for. */
export function LeadForm({
  settings,
  onSave,
}: {
  settings: NonNullable<PublicChatbotConfig['leads']>;
  onSave: (lead: ChatLead) => Promise<void>;
}) {
  const t = useT();
  const s = useStyles();
  const [lead, setLead] = useState<ChatLead>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const fields = (['name', 'email', 'phone'] as const).filter((f) => settings[f]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    for (const f of fields) if (!lead[f]?.trim()) next[f] = t('Required');
    if (lead.email?.trim() && !EMAIL.test(lead.email.trim())) next.email = t('Enter a valid email address');
    if (lead.phone?.trim() && !/^[0-9+()\-. ]+$/.test(lead.phone.trim()))
      next.phone = t('Enter a valid phone number');
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    setFailure('');
    try {
      await onSave(lead);
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const label = { name: t('Name'), email: t('Email'), phone: t('Phone') } as const;
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label={t('Contact details')}>
      <Text weight="semibold">{settings.title || t('Let us know where we can reach you')}</Text>
      {fields.map((f) => (
        <Field
          key={f}
          label={label[f]}
          required
          validationState={errors[f] ? 'error' : 'none'}
          validationMessage={errors[f]}
        >
          <Input
            type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
            value={lead[f] ?? ''}
            onChange={(_, d) => setLead({ ...lead, [f]: d.value })}
          />
        </Field>
      ))}
      {failure && (
        <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
          {failure}
        </Text>
      )}
      <Button appearance="primary" type="submit" disabled={saving}>
        {saving ? t('Saving…') : t('Start chatting')}
      </Button>
    </form>
  );
}
