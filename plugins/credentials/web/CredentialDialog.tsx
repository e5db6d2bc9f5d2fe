import { Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import type { CredentialDefinition } from '../../../host/common/plugin/types.ts';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import { errorMessage, HttpError } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import type { CredentialSummary } from '../common/credentialApi.ts';
import {
  credentialFormErrors,
  type FormValues,
  initialFormValues,
  type StoredView,
  toPlainDataObj,
} from '../common/credentialForm.ts';
import { CredentialFieldInput } from './CredentialFieldInput.tsx';
import { CredentialTypeIcon } from './CredentialTypeIcon.tsx';
import { OAuth2SignIn } from './OAuth2SignIn.tsx';
import { credentialsApi } from './credentialsApi.ts';
import './credentialsMessages.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: '95vw' },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface CredentialDialogProps {
  /** The type of the credential being created or edited; the dialog is open while set. */
  type: CredentialDefinition | null;
  /** The credential to edit; null creates one. */
  credential: CredentialSummary | null;
  onClose(): void;
  onSaved(saved: CredentialSummary): void;
}

/** Create or edit a credential: its name and the fields of its type. Secrets are never shown. */
export function CredentialDialog({ type, credential, onClose, onSaved }: CredentialDialogProps) {
  const styles = useStyles();
  const t = useT();
  const [name, setName] = useState('');
  const [values, setValues] = useState<FormValues>({});
  const [stored, setStored] = useState<StoredView | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [touched, setTouched] = useState(false);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const saving = useSaving();
  const { setFailure } = saving;

  useEffect(() => {
    if (!type) return;
    setTouched(false);
    setNameProblem(null);
    setFailure(null);
    setName(credential?.name ?? '');
    setStored(undefined);
    setValues(initialFormValues(type));
    if (!credential) return;
    let live = true;
    setLoading(true);
    credentialsApi
      .get(credential.id)
      .then((detail) => {
        if (!live) return;
        setStored(detail);
        setValues(initialFormValues(type, detail));
      })
      .catch((error) => live && setFailure(errorMessage(error)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [type, credential, setFailure]);

  // after a sign-in: what is set now (the tokens stay on the server)
  const reloadStored = useCallback(() => {
    if (credential) void credentialsApi.get(credential.id).then(setStored, () => {});
  }, [credential]);

  if (!type) return null;
  const fieldErrors = touched ? credentialFormErrors(type, values, stored, t) : {};
  const nameError = nameProblem ?? (touched && !name.trim() ? t('Name is required') : undefined);

  async function save() {
    if (!type) return;
    setTouched(true);
    setFailure(null);
    if (!name.trim() || Object.keys(credentialFormErrors(type, values, stored)).length) return;
    await saving.run(
      async () => {
        const plainDataObj = toPlainDataObj(type, values);
        const saved = credential
          ? await credentialsApi.update(credential.id, { name: name.trim(), plainDataObj })
          : await credentialsApi.create({ name: name.trim(), credentialName: type.name, plainDataObj });
        onSaved(saved);
      },
      (error) => {
        if (!(error instanceof HttpError && error.status === 409)) return false;
        setNameProblem(error.message);
        return true;
      },
    );
  }

  return (
    <FormDialog
      open
      title={
        <span className={styles.title}>
          <CredentialTypeIcon icon={type.icon} />
          {credential
            ? t('Edit {{name}}', { name: credential.name })
            : t('New {{type}} credential', { type: type.label })}
        </span>
      }
      onClose={onClose}
      onSubmit={() => void save()}
      error={saving.failure}
      busy={saving.busy}
      submitDisabled={loading}
      submitLabel={credential ? t('Save') : t('Add')}
      surfaceClassName={styles.surface}
    >
      {type.description && <Text className={styles.muted}>{t(type.description)}</Text>}
      {loading ? (
        <Spinner label={t('Loading credential…')} />
      ) : (
        <>
          <Field
            label={t('Credential name')}
            required
            validationMessage={nameError}
            validationState={nameError ? 'error' : 'none'}
          >
            <Input
              value={name}
              autoFocus
              onChange={(_, d) => {
                setName(d.value);
                setNameProblem(null);
              }}
            />
          </Field>
          {type.fields.map((f) => (
            <CredentialFieldInput
              key={f.name}
              field={f}
              value={values[f.name] ?? ''}
              isSet={stored?.setFields.includes(f.name) ?? false}
              error={fieldErrors[f.name]}
              onChange={(v) => setValues((old) => ({ ...old, [f.name]: v }))}
            />
          ))}
          {type.oauth2 && (
            <OAuth2SignIn
              oauth2={type.oauth2}
              credentialId={credential?.id ?? null}
              signedIn={stored?.setFields.includes('refresh_token') ?? false}
              onSignedIn={reloadStored}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
