import { Button, makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components';
import { Attach20Regular, Dismiss12Regular, Document20Regular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { type ChatUpload, checkFile } from '../common/chatUpload.ts';
import { fileMime } from '../common/fileTypes.ts';
import type { FlowUploads } from '../common/flowUploads.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';

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
  chip: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: '6px',
    maxWidth: '220px',
    height: '32px',
    padding: '0 28px 0 8px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase200,
  },
  chipName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  chipStatic: { paddingRight: '8px' },
  img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  remove: { position: 'absolute', top: '2px', right: '2px', minWidth: 0, padding: '2px' },
  chipRemove: { position: 'absolute', top: '5px', right: '4px', minWidth: 0, padding: '2px' },
});

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error(`Could not read ${file.name}`));
    r.readAsDataURL(file);
  });

/** A data URL with the type we check by (browsers leave .md and others untyped). */
const retyped = (dataUrl: string, mime: string) =>
  dataUrl.replace(/^data:[^;,]*(;base64,)/, `data:${mime}$1`);

/** The paper-clip button: picks images and documents the flow accepts and hands them over as data URLs. */
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
  const accept = [...allowed.imgUploadSizeAndTypes, ...allowed.fileUploadSizeAndTypes]
    .flatMap((r) => r.fileTypes)
    .join(',');
  const pick = async (files: FileList | null) => {
    const ok: ChatUpload[] = [];
    const problems: string[] = [];
    for (const f of Array.from(files ?? [])) {
      const why = checkFile(f, allowed);
      if (why) {
        problems.push(why);
        continue;
      }
      const mime = fileMime(f.name, f.type);
      const type = mime.startsWith('image/') ? 'file' : 'file:full';
      ok.push({ type, name: f.name, mime, data: retyped(await readDataUrl(f), mime) });
    }
    onError(problems.join('; '));
    if (ok.length) onAdd(ok);
    if (input.current) input.current.value = '';
  };
  const label = allowed.isFullFileUploadAllowed ? 'Attach files' : 'Attach images';
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
      <Tooltip content={label} relationship="label">
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

/** Thumbnails of attached images and chips naming attached documents; removable while composing. */
export function AttachmentStrip({
  uploads,
  onRemove,
}: {
  uploads: readonly ChatUpload[];
  onRemove?: (index: number) => void;
}) {
  const t = useT();
  const s = useStyles();
  if (!uploads.length) return null;
  return (
    <ul className={s.strip} aria-label={t('Attachments')} style={{ listStyle: 'none', margin: 0 }}>
      {uploads.map((u, i) => {
        // Stateless items; the same file may be attached twice, so the index is part of the key.
        const key = `${u.name}-${i}`;
        const image = u.type !== 'file:full' && u.mime.startsWith('image/') && !!u.data;
        const remove = onRemove && (
          <Button
            className={image ? s.remove : s.chipRemove}
            size="small"
            shape="circular"
            icon={<Dismiss12Regular />}
            aria-label={t('Remove {{name}}', { name: u.name })}
            onClick={() => onRemove(i)}
          />
        );
        return image ? (
          <li key={key} className={s.thumb} title={u.name}>
            <img className={s.img} src={u.data} alt={u.name} />
            {remove}
          </li>
        ) : (
          <li key={key} className={mergeClasses(s.chip, !onRemove && s.chipStatic)} title={u.name}>
            <Document20Regular aria-hidden />
            <span className={s.chipName}>{u.name}</span>
            {remove}
          </li>
        );
      })}
    </ul>
  );
}
