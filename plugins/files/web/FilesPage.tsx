import {
  Badge,
  Button,
  Caption1,
  Dropdown,
  makeStyles,
  Option,
  SearchBox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Delete20Regular, Folder24Regular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { formatBytes } from '../../../host/common/format/formatBytes.ts';
import { ListPageFrame } from '../../../host/web/components/ListPageFrame.tsx';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { useSearchFilter } from '../../../host/web/components/useSearchFilter.ts';
import { http } from '../../../host/web/http/http.ts';
import { confirmAndRun } from '../../../host/web/stores/confirmAndRun.ts';
import type { FileEntry, FileList } from '../common/fileList.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './filesMessages.ts';

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold, wordBreak: 'break-word' },
  mime: { display: 'block', color: tokens.colorNeutralForeground3 },
  link: { color: tokens.colorBrandForegroundLink },
  size: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  total: { color: tokens.colorNeutralForeground3 },
});

const ALL = 'all';

/** /files: uploaded files and attachments of the workspace, with size, owner and delete. */
export default function FilesPage() {
  const t = useT();
  const styles = useStyles();
  const list = useLoaded(() => http.get<FileList>('/files'));
  const [source, setSource] = useState(ALL);
  const sources = list.data?.sources ?? [];
  // Sources are named by the plugins that contribute them (server side): their German is here.
  const label = (id: string) => t(sources.find((s) => s.id === id)?.label ?? id);
  const inSource = useMemo(
    () => (list.data?.files ?? []).filter((f) => source === ALL || f.source === source),
    [list.data, source],
  );
  const text = useCallback((f: FileEntry) => `${f.name} ${f.owner.name}`, []);
  const { search, setSearch, shown } = useSearchFilter(list.data ? inSource : null, text);
  const total = shown.reduce((n, f) => n + f.size, 0);

  const remove = async (f: FileEntry) => {
    const ok = await confirmAndRun({
      title: t('Delete file'),
      description: t('Delete "{{name}}" ({{size}}) of {{owner}}? This cannot be undone.', {
        name: f.name,
        size: formatBytes(f.size),
        owner: f.owner.name,
      }),
      confirmButtonName: t('Delete'),
      customBtnId: 'confirm-delete-file',
      run: () => http.delete(`/files/${encodeURIComponent(f.source)}/${encodeURIComponent(f.id)}`),
      done: t('File deleted'),
    });
    if (ok) await list.reload();
  };

  return (
    <ListPageFrame
      title={t('Files')}
      noun={t('files')}
      loaded={list.data !== null}
      error={list.error}
      onRetry={() => void list.reload()}
      empty={list.data?.files.length === 0}
      emptyIcon={<Folder24Regular />}
      emptyText={t('No files yet. Files people attach in chats and upload to document stores show here.')}
      actions={
        <>
          <Dropdown
            aria-label={t('Source')}
            value={source === ALL ? t('All sources') : label(source)}
            selectedOptions={[source]}
            onOptionSelect={(_e, d) => setSource(d.optionValue ?? ALL)}
          >
            <Option value={ALL}>{t('All sources')}</Option>
            {sources.map((s) => (
              <Option key={s.id} value={s.id}>
                {label(s.id)}
              </Option>
            ))}
          </Dropdown>
          <SearchBox
            placeholder={t('Search files')}
            aria-label={t('Search files')}
            value={search}
            onChange={(_e, d) => setSearch(d.value)}
          />
        </>
      }
      above={
        <Caption1 className={styles.total} data-testid="files-total">
          {shown.length === 1
            ? t('1 file, {{size}}', { size: formatBytes(total) })
            : t('{{n}} files, {{size}}', { n: shown.length, size: formatBytes(total) })}
        </Caption1>
      }
    >
      {shown.length === 0 ? (
        <Text>{t('No file matches.')}</Text>
      ) : (
        <Table aria-label={t('Files')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('Name')}</TableHeaderCell>
              <TableHeaderCell style={{ width: 110 }}>{t('Size')}</TableHeaderCell>
              <TableHeaderCell>{t('Owner')}</TableHeaderCell>
              <TableHeaderCell style={{ width: 180 }}>{t('Source')}</TableHeaderCell>
              <TableHeaderCell style={{ width: 190 }}>{t('Uploaded')}</TableHeaderCell>
              <TableHeaderCell style={{ width: 60 }} aria-label={t('Actions')} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((f) => (
              <TableRow key={`${f.source}/${f.id}`} data-testid="file-row">
                <TableCell>
                  <span className={styles.name}>{f.name}</span>
                  <Caption1 className={styles.mime}>{f.mime}</Caption1>
                </TableCell>
                <TableCell className={styles.size}>{formatBytes(f.size)}</TableCell>
                <TableCell>
                  {f.owner.path ? (
                    <Link href={f.owner.path} className={styles.link}>
                      {f.owner.name}
                    </Link>
                  ) : (
                    f.owner.name
                  )}
                </TableCell>
                <TableCell>
                  <Badge appearance="tint" color={f.source === 'chat-uploads' ? 'brand' : 'informative'}>
                    {label(f.source)}
                  </Badge>
                </TableCell>
                <TableCell>{new Date(f.createdDate).toLocaleString()}</TableCell>
                <TableCell>
                  {sources.find((s) => s.id === f.source)?.canDelete && (
                    <Button
                      appearance="subtle"
                      icon={<Delete20Regular />}
                      aria-label={t('Delete {{name}}', { name: f.name })}
                      onClick={() => void remove(f)}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ListPageFrame>
  );
}
