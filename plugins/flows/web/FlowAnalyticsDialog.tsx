import {
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Spinner,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import { errorMessage, http } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import {
  type AnalyticsForm,
  analyticsForm,
  analyticsFormErrors,
  mergeFlowAnalytics,
} from '../common/flowAnalyticsForm.ts';
import type { FlowRecord, FlowSummary } from '../common/flowTypes.ts';
import type { CredentialChoice } from './forms/CredentialPicker.tsx';
import { flowsApi } from './flowsApi.ts';
import './flowsMessages.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '560px', width: 'calc(100vw - 32px)' },
  provider: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Provider = keyof AnalyticsForm;
const PROVIDERS: { key: Provider; label: string; credentialName: string; about: string }[] = [
  {
    key: 'langFuse',
    label: 'Langfuse',
    credentialName: 'langfuseApi',
    about:
      'Each run and its node runs (model, tokens, cost, tool calls) as a trace in your Langfuse project.',
  },
  {
    key: 'langSmith',
    label: 'LangSmith',
    credentialName: 'langsmithApi',
    about: 'Each run and its node runs as a trace in a LangSmith project.',
  },
];

interface Loaded {
  flow: FlowRecord;
  credentials: CredentialChoice[];
  broken: boolean;
}

/**
 * Where the flow's runs are traced besides the server's own collector (the peer's Analytics
 * configuration): Langfuse and LangSmith, each with a credential of its type. Saves only
 * `analytic`, keeping the providers and fields it does not edit, with the version it loaded.
 */
export function FlowAnalyticsDialog({ flow, onClose }: { flow: FlowSummary; onClose(): void }) {
  const styles = useStyles();
  const t = useT();
  const saving = useSaving();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [form, setForm] = useState<AnalyticsForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    // The stored flow, not the list's summary: it may have changed since the list loaded.
    Promise.all([flowsApi.get(flow.id, abort.signal), http.get<CredentialChoice[]>('/credentials')]).then(
      ([stored, credentials]) => {
        const { form: initial, broken } = analyticsForm(stored.analytic);
        setLoaded({ flow: stored, credentials, broken });
        setForm(initial);
      },
      (err) => !abort.signal.aborted && setLoadError(errorMessage(err)),
    );
    return () => abort.abort();
  }, [flow.id]);

  const errors = form && submitted ? analyticsFormErrors(form) : {};
  const set = (key: Provider, patch: Partial<AnalyticsForm[Provider]>) =>
    setForm((f) => (f ? { ...f, [key]: { ...f[key], ...patch } } : f));

  const submit = () => {
    if (!form || !loaded) return;
    setSubmitted(true);
    if (Object.keys(analyticsFormErrors(form)).length) return;
    void saving.run(async () => {
      const analytic = mergeFlowAnalytics(loaded.broken ? null : loaded.flow.analytic, form);
      await flowsApi.update(flow.id, { analytic, updatedDate: loaded.flow.updatedDate });
      notify.success(t('Saved the analytics of "{{name}}"', { name: flow.name }));
      onClose();
    });
  };

  return (
    <FormDialog
      open
      title={t('Analytics: {{name}}', { name: flow.name })}
      onClose={onClose}
      onSubmit={submit}
      error={loadError ? t('Could not load the flow: {{error}}', { error: loadError }) : saving.failure}
      busy={saving.busy}
      submitDisabled={!form}
      surfaceClassName={styles.surface}
    >
      {!form && !loadError && <Spinner label={t('Loading the analytics…')} />}
      {loaded?.broken && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('The stored analytics are not valid JSON; saving replaces them.')}
          </MessageBarBody>
        </MessageBar>
      )}
      {form && loaded && (
        <>
          <Text className={styles.muted}>
            {t(
              'The same traces the server sends to its OpenTelemetry collector, per flow. Keys stay on the server: they are read from the credential at each run.',
            )}
          </Text>
          {PROVIDERS.map((p) => {
            const value = form[p.key];
            const choices = loaded.credentials.filter((c) => c.credentialName === p.credentialName);
            const chosen = choices.find((c) => c.id === value.credentialId);
            const error = errors[`${p.key}.credentialId`];
            return (
              <section key={p.key} className={styles.provider} aria-label={p.label}>
                <Switch
                  label={t('Send traces to {{provider}}', { provider: p.label })}
                  checked={value.on}
                  onChange={(_, d) => set(p.key, { on: d.checked })}
                />
                <Text size={200} className={styles.muted}>
                  {t(p.about)}
                </Text>
                {value.on && (
                  <>
                    <Field
                      label={t('{{provider}} credential', { provider: p.label })}
                      required
                      validationMessage={error}
                      hint={
                        choices.length
                          ? undefined
                          : t('No {{provider}} API credential yet: add one on the Credentials page.', {
                              provider: p.label,
                            })
                      }
                    >
                      <Dropdown
                        placeholder={
                          choices.length ? t('Choose a credential') : t('No credentials of this type')
                        }
                        value={chosen?.name ?? (value.credentialId ? t('Unknown credential') : '')}
                        selectedOptions={value.credentialId ? [value.credentialId] : []}
                        onOptionSelect={(_, d) => set(p.key, { credentialId: d.optionValue ?? '' })}
                      >
                        {choices.map((c) => (
                          <Option key={c.id} value={c.id} text={c.name}>
                            {c.shared ? t('{{name}} · Shared', { name: c.name }) : c.name}
                          </Option>
                        ))}
                      </Dropdown>
                    </Field>
                    {p.key === 'langSmith' && (
                      <Field
                        label={t('Project')}
                        hint={t('Runs land in this LangSmith project (default when empty).')}
                      >
                        <Input
                          value={value.projectName}
                          onChange={(_, d) => set(p.key, { projectName: d.value })}
                        />
                      </Field>
                    )}
                  </>
                )}
              </section>
            );
          })}
        </>
      )}
    </FormDialog>
  );
}
