import { Button, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { Attach20Regular, Dismiss12Regular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { type ChatUpload, checkFile } from '../common/chatUpload.ts';
import type { FlowUploads } from '../common/flowUploads.ts';

const useStyles = makeStyles({
  strip: { display: 'flex', flexWrap: 'wrap', gap: '6px', padding: '6px 12px 0' },
  thumb: {
    position: 'relative',
    width: '56px',
    height: '56px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  remove: { position: 'absolute', top: '2px', right: '2px', minWidth: 0, padding: '2px' },
});

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error(`Could not read ${file.name}`));
    r.readAsDataURL(file);
  });

/** The paper-clip button: picks images the flow accepts and hands them over as data URLs. */
export function AttachButton({
  allowed,
  disabled,
  onAdd,
  onError,
}: {
  allowed: FlowUploads;
  disabled: boolean;
  onAdd: (uploads: ChatUpload[]) => void;
  onError: (message: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const accept = allowed.imgUploadSizeAndTypes.flatMap((r) => r.fileTypes).join(',');
  const pick = async (files: FileList | null) => {
    const ok: ChatUpload[] = [];
    const problems: string[] = [];
    for (const f of Array.from(files ?? [])) {
      const why = checkFile(f, allowed);
      if (why) problems.push(why);
      else ok.push({ type: 'file', name: f.name, mime: f.type, data: await readDataUrl(f) });
    }
    onError(problems.join('; '));
    if (ok.length) onAdd(ok);
    if (input.current) input.current.value = '';
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple
        hidden
        data-testid="chat-file-input"
        onChange={(e) => void pick(e.target.files)}
      />
      <Tooltip content="Attach images" relationship="label">
        <Button
          appearance="subtle"
          icon={<Attach20Regular />}
          disabled={disabled}
          onClick={() => input.current?.click()}
        />
      </Tooltip>
    </>
  );
}

/** Thumbnails of attached images; removable while composing. */
export function AttachmentStrip({
  uploads,
  onRemove,
}: {
  uploads: readonly ChatUpload[];
  onRemove?: (index: number) => void;
}) {
  const s = useStyles();
  if (!uploads.length) return null;
  return (
    <ul className={s.strip} aria-label="Attachments" style={{ listStyle: 'none', margin: 0 }}>
      {uploads.map((u, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stateless items; the same file may be attached twice
        <li key={`${u.name}-${i}`} className={s.thumb} title={u.name}>
          {u.mime.startsWith('image/') && <img className={s.img} src={u.data} alt={u.name} />}
          {onRemove && (
            <Button
              className={s.remove}
              size="small"
              shape="circular"
              icon={<Dismiss12Regular />}
              aria-label={`Remove ${u.name}`}
              onClick={() => onRemove(i)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
