import { Field, Input, makeStyles, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import { HttpError } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { documentStoresApi } from './documentStoresApi.ts';
import type { DocumentStore } from '../common/pageTypes.ts';

const useStyles = makeStyles({ surface: { maxWidth: '560px', width: '95vw' } });

export interface StoreDialogProps {
  open: boolean;
  /** The store to rename; null creates one. */
  store: DocumentStore | null;
  onClose(): void;
  onSaved(store: DocumentStore): void;
}

/** Create a document store, or rename one and change its description. */
export function StoreDialog({ open, store, onClose, onSaved }: StoreDialogProps) {
  const styles = useStyles();
  const t = useT();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const [nameConflict, setNameConflict] = useState<string | null>(null);
  const saving = useSaving();
  const { setFailure } = saving;

  useEffect(() => {
    if (!open) return;
    setName(store?.name ?? '');
    setDescription(store?.description ?? '');
    setTouched(false);
    setNameConflict(null);
    setFailure(null);
  }, [open, store, setFailure]);

  const nameError = nameConflict ?? (touched && !name.trim() ? t('Name is required') : undefined);

  async function save() {
    setTouched(true);
    if (!name.trim()) return;
    const body = { name: name.trim(), description: description.trim() };
    await saving.run(
      async () =>
        onSaved(
          store ? await documentStoresApi.update(store.id, body) : await documentStoresApi.create(body),
        ),
      (error) => {
        if (!(error instanceof HttpError && error.status === 409)) return false;
        setNameConflict(error.message);
        return true;
      },
    );
  }

  return (
    <FormDialog
      open={open}
      title={store ? t('Edit {{name}}', { name: store.name }) : t('Add document store')}
      onClose={onClose}
      onSubmit={() => void save()}
      error={saving.failure}
      busy={saving.busy}
      submitLabel={store ? t('Save') : t('Add')}
      surfaceClassName={styles.surface}
    >
      <Field
        label={t('Name')}
        required
        validationMessage={nameError}
        validationState={nameError ? 'error' : 'none'}
      >
        <Input
          value={name}
          autoFocus
          onChange={(_, d) => {
            setName(d.value);
            setNameConflict(null);
          }}
        />
      </Field>
      <Field
        label={t('Description')}
        hint={t('What the documents are about; agents read it to decide when to search.')}
      >
        <Textarea value={description} resize="vertical" onChange={(_, d) => setDescription(d.value)} />
      </Field>
    </FormDialog>
  );
}
