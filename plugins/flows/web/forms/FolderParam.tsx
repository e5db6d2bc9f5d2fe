import { FolderOpen20Regular } from '@fluentui/react-icons';
import { encodeFiles, fileNamesOf } from '../../common/forms/fileValue.ts';
import type { ParamProps } from './ParamProps.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { readFiles } from './readFiles.ts';
import { UploadPicker } from './UploadPicker.tsx';

/** Upload a folder: every file in it, named by its path inside the folder, saved as a JSON list. */
export function FolderParam({ value, onChange, id }: ParamProps) {
  const t = useT();
  const count = fileNamesOf(value).length;
  return (
    <UploadPicker
      id={id}
      noun="folder"
      icon={<FolderOpen20Regular />}
      summary={count === 0 ? '' : count === 1 ? t('1 file') : t('{{n}} files', { n: count })}
      multiple
      folder
      onFiles={async (files) => {
        const read = await readFiles(files, (f) => f.webkitRelativePath || f.name);
        // a folder is always a list, even with one file in it
        onChange(read.length === 1 ? JSON.stringify([encodeFiles(read)]) : encodeFiles(read));
      }}
      onClear={() => onChange('')}
    />
  );
}
