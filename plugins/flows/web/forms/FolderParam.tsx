import { Button, Text } from '@fluentui/react-components';
import { Dismiss16Regular, FolderOpen20Regular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { encodeFiles, fileNamesOf } from '../../common/forms/fileValue.ts';
import type { ParamProps } from './ParamProps.ts';
import { readFiles } from './readFiles.ts';
import { useFormStyles } from './formStyles.ts';

/** Upload a folder: every file in it, named by its path inside the folder, saved as a JSON list. */
export function FolderParam({ value, onChange, id }: ParamProps) {
  const styles = useFormStyles();
  const input = useRef<HTMLInputElement>(null);
  const names = fileNamesOf(value);
  useEffect(() => {
    // React has no typed prop for it: set the attribute that turns the picker into a folder picker
    input.current?.setAttribute('webkitdirectory', '');
  }, []);
  return (
    <div className={styles.inline}>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        multiple
        onChange={async (e) => {
          const files = [...(e.target.files ?? [])];
          if (files.length > 0) {
            const read = await readFiles(files, (f) => f.webkitRelativePath || f.name);
            // a folder is always a list, even with one file in it
            onChange(read.length === 1 ? JSON.stringify([encodeFiles(read)]) : encodeFiles(read));
          }
          e.target.value = '';
        }}
      />
      <Button icon={<FolderOpen20Regular />} onClick={() => input.current?.click()}>
        {names.length > 0 ? 'Replace folder' : 'Upload folder'}
      </Button>
      <Text size={200} className={styles.muted}>
        {names.length > 0 ? `${names.length} file${names.length === 1 ? '' : 's'}` : 'No folder chosen'}
      </Text>
      {names.length > 0 && (
        <Button
          appearance="subtle"
          size="small"
          icon={<Dismiss16Regular />}
          aria-label="Remove folder"
          onClick={() => onChange('')}
        />
      )}
    </div>
  );
}
