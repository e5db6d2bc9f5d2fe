import {
  Caption1,
  Field,
  Input,
  Label,
  makeStyles,
  Switch,
  Textarea,
  tokens,
  useId,
} from '@fluentui/react-components';
import { CheckboxGroup } from '../../../host/web/components/CheckboxGroup.tsx';
import {
  CHATBOT_COLOURS,
  type ChatbotColour,
  type ChatbotConfigForm,
} from '../../chat/common/chatbotConfigForm.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { TEXT_FILE_TYPES } from '../../chat/common/fileTypes.ts';
import { StarterPromptsField } from './StarterPromptsField.tsx';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  group: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
  },
  colours: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  swatch: {
    width: '16px',
    height: '16px',
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  hint: { color: tokens.colorNeutralForeground3 },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export type ChatbotConfigTab = 'chatbot' | 'colours' | 'leads' | 'uploads';

export interface ChatbotConfigPanelProps {
  tab: ChatbotConfigTab;
  form: ChatbotConfigForm;
  errors: Record<string, string>;
  onChange(form: ChatbotConfigForm): void;
}

type LeadField = 'name' | 'email' | 'phone';
const LEAD_FIELDS = [
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
] as const;
/** A colour as the fields take it (not a text to translate). */
const COLOUR_EXAMPLE = '#1f6feb';

/** The fields of one tab of the configuration dialog. */
export function ChatbotConfigPanel({ tab, form, errors, onChange }: ChatbotConfigPanelProps) {
  const styles = useStyles();
  const t = useT();
  const id = useId('chatbot-config');
  const error = (key: string) => ({
    validationState: errors[key] ? ('error' as const) : ('none' as const),
    validationMessage: errors[key],
  });
  if (tab === 'chatbot') {
    const promptErrors = Object.fromEntries(
      form.starterPrompts.map((_, i) => [i, errors[`starterPrompts.${i}`]]),
    );
    return (
      <div className={styles.panel} role="tabpanel" aria-label={t('Chatbot')}>
        <Field label={t('Title')} hint={t("Shown in the chat's title bar and the page title.")}>
          <Input value={form.title} onChange={(_, d) => onChange({ ...form, title: d.value })} />
        </Field>
        <Field label={t('Welcome message')} hint={t('Markdown, shown above the conversation.')}>
          <Textarea
            resize="vertical"
            value={form.welcomeMessage}
            onChange={(_, d) => onChange({ ...form, welcomeMessage: d.value })}
          />
        </Field>
        <div className={styles.block}>
          <Label>{t('Starter prompts')}</Label>
          <StarterPromptsField
            prompts={form.starterPrompts}
            errors={promptErrors}
            onChange={(starterPrompts) => onChange({ ...form, starterPrompts })}
          />
          <Caption1 className={styles.hint}>
            {t('Buttons a visitor can click to ask a first question.')}
          </Caption1>
        </div>
        <Switch
          label={t('Let visitors rate answers (thumbs up or down)')}
          checked={form.chatFeedback}
          onChange={(_, d) => onChange({ ...form, chatFeedback: d.checked })}
        />
      </div>
    );
  }
  if (tab === 'colours') {
    return (
      <div className={styles.panel} role="tabpanel" aria-label={t('Colours')}>
        <Caption1 className={styles.hint}>{t("Leave a colour empty to use the theme's.")}</Caption1>
        <div className={styles.colours}>
          {(Object.keys(CHATBOT_COLOURS) as ChatbotColour[]).map((k) => (
            <Field key={k} label={t(CHATBOT_COLOURS[k].label)} {...error(`colours.${k}`)}>
              <Input
                placeholder={COLOUR_EXAMPLE}
                value={form.colours[k]}
                contentBefore={
                  <span className={styles.swatch} style={{ background: form.colours[k] || 'transparent' }} />
                }
                onChange={(_, d) => onChange({ ...form, colours: { ...form.colours, [k]: d.value } })}
              />
            </Field>
          ))}
        </div>
      </div>
    );
  }
  if (tab === 'leads') {
    const l = form.leads;
    const setLeads = (leads: Partial<ChatbotConfigForm['leads']>) =>
      onChange({ ...form, leads: { ...l, ...leads } });
    const chosen = new Set<LeadField>(LEAD_FIELDS.map((f) => f.value).filter((f) => l[f]));
    return (
      <div className={styles.panel} role="tabpanel" aria-label={t('Leads')}>
        <Switch
          label={t('Ask visitors for their details before chatting')}
          checked={l.status}
          onChange={(_, d) => setLeads({ status: d.checked })}
        />
        <Field label={t('Form title')}>
          <Input
            value={l.title}
            disabled={!l.status}
            placeholder={t('Let us know where we can reach you')}
            onChange={(_, d) => setLeads({ title: d.value })}
          />
        </Field>
        <Field label={t('Success message')}>
          <Input
            value={l.successMessage}
            disabled={!l.status}
            placeholder={t('Thank you!')}
            onChange={(_, d) => setLeads({ successMessage: d.value })}
          />
        </Field>
        <div>
          <Label id={`${id}-leads`}>{t('Fields to ask for')}</Label>
          <CheckboxGroup<LeadField>
            className={styles.group}
            aria-labelledby={`${id}-leads`}
            options={LEAD_FIELDS.map((f) => ({ value: f.value, label: t(f.label) }))}
            value={chosen}
            onChange={(next) =>
              setLeads({ name: next.has('name'), email: next.has('email'), phone: next.has('phone') })
            }
          />
          {errors.leads && (
            <Caption1 className={styles.error} role="alert">
              {errors.leads}
            </Caption1>
          )}
        </div>
      </div>
    );
  }
  const full = form.fullFileUpload;
  const setFull = (next: Partial<ChatbotConfigForm['fullFileUpload']>) =>
    onChange({ ...form, fullFileUpload: { ...full, ...next } });
  return (
    <div className={styles.panel} role="tabpanel" aria-label={t('File uploads')}>
      <Switch
        label={t("Allow whole-file uploads (the file's text goes into the question)")}
        checked={full.status}
        onChange={(_, d) => setFull({ status: d.checked })}
      />
      <div>
        <Label id={`${id}-types`}>{t('Allowed file types')}</Label>
        <CheckboxGroup
          className={styles.group}
          aria-labelledby={`${id}-types`}
          options={TEXT_FILE_TYPES.map((type) => ({ value: type, label: type }))}
          value={new Set(full.allowedUploadFileTypes)}
          onChange={(next) =>
            setFull({ allowedUploadFileTypes: TEXT_FILE_TYPES.filter((type) => next.has(type)) })
          }
        />
        <Caption1 className={styles.hint}>{t('None ticked: every type listed here.')}</Caption1>
      </div>
    </div>
  );
}
