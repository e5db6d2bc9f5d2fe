import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { http } from '../http/http.ts';
import { LATEST_RELEASE_URL } from './links.ts';
import { useT } from '../i18n/i18n.ts';

interface Release {
  name?: string;
  html_url?: string;
  published_at?: string;
}

const DASH = '–';

const UNAVAILABLE = 'unavailable';

/** Section 2 version dialog: Current Version, Latest Version, Published At. Failed fetches are only logged. */
export function VersionDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  const [current, setCurrent] = useState<string | null>(null);
  const [latest, setLatest] = useState<Release | null>(null);
  // the release feed could not be read (none configured, offline, not found): said, not left blank
  const [feedFailed, setFeedFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    http
      .get<{ version?: string }>('/version', { signal: abort.signal })
      .then((v) => setCurrent(typeof v?.version === 'string' ? v.version : null))
      .catch((err) => console.warn('version fetch failed', err));
    fetch(LATEST_RELEASE_URL, { signal: abort.signal, headers: { accept: 'application/vnd.github+json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`latest release: HTTP ${res.status}`);
        setLatest((await res.json()) as Release);
      })
      .catch((err) => {
        if (abort.signal.aborted) return;
        setFeedFailed(true);
        console.warn('latest release fetch failed', err);
      });
    return () => abort.abort();
  }, [open]);

  const published = latest?.published_at ? new Date(latest.published_at) : null;
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('Version')}</DialogTitle>
          <DialogContent>
            <Table aria-label={t('Version information')} size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('Current Version')}</TableHeaderCell>
                  <TableHeaderCell>{t('Latest Version')}</TableHeaderCell>
                  <TableHeaderCell>{t('Published At')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                <TableRow>
                  <TableCell>{current ?? DASH}</TableCell>
                  <TableCell>
                    {latest?.name ? (
                      latest.html_url ? (
                        <Link href={latest.html_url} target="_blank" rel="noreferrer">
                          {latest.name}
                        </Link>
                      ) : (
                        latest.name
                      )
                    ) : feedFailed ? (
                      t(UNAVAILABLE)
                    ) : (
                      DASH
                    )}
                  </TableCell>
                  <TableCell>
                    {published && !Number.isNaN(published.getTime())
                      ? published.toLocaleDateString()
                      : feedFailed
                        ? t(UNAVAILABLE)
                        : DASH}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('Close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
