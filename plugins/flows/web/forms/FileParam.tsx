import { Button, Text } from '@fluentui/react-components';
import { ArrowUpload20Regular, Dismiss16Regular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { encodeFiles, fileNamesOf } from '../../common/forms/fileValue.ts';
import type { ParamProps } from './ParamProps.ts';
import { readFiles } from './readFiles.ts';
import { useFormStyles } from './formStyles.ts';

/** Upload one file (or several with `list`); saved as data URLs with their names, like the peer. */
export function FileParam({ param, value, onChange, id }: ParamProps) {
  const styles = useFormStyles();
  const input = useRef<HTMLInputElement>(null);
  const names = fileNamesOf(value);
  return (
    <div className={styles.inline}>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        accept={param.fileType}
        multiple={param.list === true}
        onChange={async (e) => {
          const files = [...(e.target.files ?? [])];
          if (files.length > 0) onChange(encodeFiles(await readFiles(files, (f) => f.name)));
          e.target.value = '';
        }}
      />
      <Button icon={<ArrowUpload20Regular />} onClick={() => input.current?.click()}>
        {names.length > 0 ? 'Replace file' : 'Upload file'}
      </Button>
      <Text size={200} className={styles.muted}>
        {names.length > 0 ? names.join(', ') : 'No file chosen'}
      </Text>
      {names.length > 0 && (
        <Button
          appearance="subtle"
          size="small"
          icon={<Dismiss16Regular />}
          aria-label="Remove file"
          onClick={() => onChange('')}
        />
      )}
    </div>
  );
}
