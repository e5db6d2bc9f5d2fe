import { ArrowUpload20Regular } from '@fluentui/react-icons';
import { encodeFiles, fileNamesOf } from '../../common/forms/fileValue.ts';
import type { ParamProps } from './ParamProps.ts';
import { readFiles } from './readFiles.ts';
import { UploadPicker } from './UploadPicker.tsx';

/** Upload one file (or several with `list`); saved as data URLs with their names, like the peer. */
export function FileParam({ param, value, onChange, id }: ParamProps) {
  return (
    <UploadPicker
      id={id}
      noun="file"
      icon={<ArrowUpload20Regular />}
      summary={fileNamesOf(value).join(', ')}
      accept={param.fileType}
      multiple={param.list === true}
      onFiles={async (files) => onChange(encodeFiles(await readFiles(files, (f) => f.name)))}
      onClear={() => onChange('')}
    />
  );
}
