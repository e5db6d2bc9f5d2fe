import { Button, Text } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { type ReactElement, useEffect, useRef } from 'react';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import { useFormStyles } from './formStyles.ts';

export interface UploadPickerProps {
  id?: string;
  /** 'file' or 'folder': the button reads 'Upload <noun>' / 'Replace <noun>'. */
  noun: 'file' | 'folder';
  icon: ReactElement;
  /** What is chosen ('a.txt', '3 files'); empty when nothing is. */
  summary: string;
  accept?: string;
  multiple?: boolean;
  /** Picks a folder (every file in it) instead of files. */
  folder?: boolean;
  onFiles(files: File[]): void | Promise<void>;
  onClear(): void;
}

/** A hidden file input behind an Upload/Replace button, what is chosen, and a remove button. */
export function UploadPicker({
  id,
  noun,
  icon,
  summary,
  accept,
  multiple,
  folder,
  onFiles,
  onClear,
}: UploadPickerProps) {
  const styles = useFormStyles();
  const t = useT();
  // Whole sentences per noun: other languages decline the noun differently in each.
  const text =
    noun === 'file'
      ? {
          upload: t('Upload file'),
          replace: t('Replace file'),
          none: t('No file chosen'),
          remove: t('Remove file'),
        }
      : {
          upload: t('Upload folder'),
          replace: t('Replace folder'),
          none: t('No folder chosen'),
          remove: t('Remove folder'),
        };
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // React has no typed prop for it: set the attribute that turns the picker into a folder picker
    if (folder) input.current?.setAttribute('webkitdirectory', '');
  }, [folder]);
  return (
    <div className={styles.inline}>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        onChange={async (e) => {
          const files = [...(e.target.files ?? [])];
          if (files.length > 0) await onFiles(files);
          e.target.value = '';
        }}
      />
      <Button icon={icon} onClick={() => input.current?.click()}>
        {summary ? text.replace : text.upload}
      </Button>
      <Text size={200} className={styles.muted}>
        {summary || text.none}
      </Text>
      {summary && (
        <Button
          appearance="subtle"
          size="small"
          icon={<Dismiss16Regular />}
          aria-label={text.remove}
          onClick={onClear}
        />
      )}
    </div>
  );
}
