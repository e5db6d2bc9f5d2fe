import { Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../host/web/components/FormDialog.tsx';
import { useSaving } from '../../../host/web/components/useSaving.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { chunkNumber, metadataText, parseMetadata } from '../common/metadataText.ts';
import type { Chunk } from '../common/pageTypes.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '95vw' },
  mono: { '& textarea': { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 } },
});

/** Edits one chunk's text and metadata (the vectors of an edited chunk are redone at the next upsert). */
export function ChunkEditDialog({
  chunk,
  onClose,
  onSave,
}: {
  chunk: Chunk | null;
  onClose(): void;
  onSave(body: { pageContent: string; metadata: Record<string, unknown> }): Promise<void>;
}) {
  const styles = useStyles();
  const t = useT();
  const [content, setContent] = useState('');
  const [meta, setMeta] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useSaving();
  const { setFailure } = saving;

  useEffect(() => {
    if (!chunk) return;
    setContent(chunk.pageContent);
    setMeta(metadataText(chunk.metadata));
    setProblem(null);
    setFailure(null);
  }, [chunk, setFailure]);

  async function save() {
    const parsed = parseMetadata(meta, t);
    if ('problem' in parsed) return setProblem(parsed.problem);
    if (!content.trim()) return setProblem(null);
    await saving.run(() => onSave({ pageContent: content, metadata: parsed.value }));
  }

  return (
    <FormDialog
      open={chunk !== null}
      title={t('Edit chunk #{{n}}', { n: chunk ? chunkNumber(chunk, 0) : '' })}
      onClose={onClose}
      onSubmit={() => void save()}
      error={saving.failure}
      busy={saving.busy}
      surfaceClassName={styles.surface}
    >
      <Field
        label={t('Content')}
        required
        hint={t('{{n}} characters', { n: content.length.toLocaleString('en') })}
        validationMessage={content.trim() ? undefined : t('Content is required')}
        validationState={content.trim() ? 'none' : 'error'}
      >
        <Textarea value={content} rows={12} resize="vertical" onChange={(_, d) => setContent(d.value)} />
      </Field>
      <Field
        label={t('Metadata (JSON)')}
        validationMessage={problem ?? undefined}
        validationState={problem ? 'error' : 'none'}
      >
        <Textarea
          className={styles.mono}
          value={meta}
          rows={6}
          resize="vertical"
          onChange={(_, d) => {
            setMeta(d.value);
            setProblem(null);
          }}
        />
      </Field>
    </FormDialog>
  );
}
