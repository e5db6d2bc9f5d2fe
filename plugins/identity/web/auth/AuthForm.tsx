import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { Say } from '../../../../host/common/i18n/say.ts';
import { errorMessage } from '../../../../host/web/http/http.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  links: {
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
});

export interface AuthField {
  name: string;
  /** English; the form translates it. */
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** The message shown under the field (in the reader's language, `t`), or null when the value is fine. */
  validate?(value: string, all: Record<string, string>, t: Say): string | null;
  disabled?: boolean;
}

/**
 * The auth pages' form: labelled fields with inline messages (shown after the first submit), the
 * server's error in a message bar, a busy submit button.
 */
export function AuthForm(props: {
  title: string;
  subtitle?: string;
  fields: AuthField[];
  initial?: Record<string, string>;
  submitLabel: string;
  onSubmit(values: Record<string, string>): Promise<void>;
  footer?: ReactNode;
}) {
  const styles = useStyles();
  const t = useT();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(props.fields.map((f) => [f.name, props.initial?.[f.name] ?? ''])),
  );
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = Object.fromEntries(
    props.fields.map((f) => [f.name, f.validate?.(values[f.name] ?? '', values, t) ?? null]),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(values);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Title2 as="h1">{props.title}</Title2>
      {props.subtitle && <Body1 className={styles.muted}>{props.subtitle}</Body1>}
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {props.fields.map((f) => {
        const problem = tried ? problems[f.name] : null;
        return (
          <Field
            key={f.name}
            label={t(f.label)}
            required
            validationMessage={problem ?? undefined}
            validationState={problem ? 'error' : 'none'}
          >
            <Input
              name={f.name}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              value={values[f.name] ?? ''}
              disabled={f.disabled || busy}
              onChange={(_, d) => setValues((v) => ({ ...v, [f.name]: d.value }))}
            />
          </Field>
        );
      })}
      <Button
        appearance="primary"
        type="submit"
        disabled={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
      >
        {props.submitLabel}
      </Button>
      {props.footer && <div className={styles.links}>{props.footer}</div>}
    </form>
  );
}
