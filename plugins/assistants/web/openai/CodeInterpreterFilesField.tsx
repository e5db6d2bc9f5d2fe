import { Button, Field, makeStyles, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { ArrowUpload20Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../../host/web/http/http.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import { type VendorFile, type VendorScope, vendorAssistantsApi } from './vendorAssistantsApi.ts';

const useStyles = makeStyles({
  box: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

interface Props {
  scope: VendorScope;
  /** The file ids the code interpreter gets, with the names known for them. */
  files: { id: string; filename?: string }[];
  onChange(files: { id: string; filename?: string }[]): void;
}

/** Files the code interpreter starts with: uploaded to the vendor, removed from the list with a tag's dismiss. */
export function CodeInterpreterFilesField({ scope, files, onChange }: Props) {
  const t = useT();
  const styles = useStyles();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(chosen: File[]) {
    if (!chosen.length) return;
    setBusy(true);
    try {
      const added: VendorFile[] = await vendorAssistantsApi.uploadFiles(scope, chosen);
      onChange([...files, ...added.map((f) => ({ id: f.id, filename: f.filename }))]);
    } catch (err) {
      notify.error(t('Could not upload: {{reason}}', { reason: errorMessage(err) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Field label={t('Files for the code interpreter')}>
      <div className={styles.box}>
        {files.length > 0 && (
          <TagGroup
            aria-label={t('Files for the code interpreter')}
            onDismiss={(_e, d) => onChange(files.filter((f) => f.id !== d.value))}
          >
            {files.map((f) => (
              <Tag
                key={f.id}
                value={f.id}
                dismissible
                dismissIcon={{ 'aria-label': t('Remove {{name}}', { name: f.filename ?? f.id }) }}
              >
                {f.filename ?? f.id}
              </Tag>
            ))}
          </TagGroup>
        )}
        <Button icon={<ArrowUpload20Regular />} disabled={busy} onClick={() => picker.current?.click()}>
          {t('Upload files')}
        </Button>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          onChange={(e) => {
            void upload([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </div>
    </Field>
  );
}
