import { Body1Strong, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FigureCard } from '../../../host/web/components/FigureCard.tsx';
import { http } from '../../../host/web/http/http.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './executionsMessages.ts';

interface QueueState {
  mode: 'in-process' | 'queue';
  counts: { waiting: number; active: number; delayed: number; failed: number };
  failed: { id: string; kind: string; failedAt: string | null; reason: string; attempts: number }[];
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** How often the figures are read again while the page is open. */
const REFRESH_MS = 5000;

/**
 * Queue mode only (MODE=queue): the jobs waiting for a worker, running, delayed and failed, and
 * the newest failures with their reason (GET /queue). In one process nothing waits: not shown.
 */
export function QueueStatus() {
  const t = useT();
  const styles = useStyles();
  const [state, setState] = useState<QueueState | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      http.get<QueueState>('/queue', { redirectOnForbidden: false }).then(
        (s) => live && setState(s),
        () => live && setState(null),
      );
    void read();
    const timer = setInterval(() => void read(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  if (state?.mode !== 'queue') return null;
  const { counts, failed } = state;
  return (
    <Card className={styles.root} aria-label={t('Job queue')} data-testid="queue-status">
      <Body1Strong as="h2">{t('Job queue')}</Body1Strong>
      <div className={styles.figures}>
        <FigureCard label={t('Waiting')} value={String(counts.waiting)} note={t('for a worker')} />
        <FigureCard label={t('Running')} value={String(counts.active)} note={t('on the workers')} />
        <FigureCard label={t('Delayed')} value={String(counts.delayed)} />
        <FigureCard label={t('Failed')} value={String(counts.failed)} note={t('kept a week')} />
      </div>
      {failed.length > 0 && (
        <>
          <Caption1 className={styles.muted}>{t('Newest failures')}</Caption1>
          <ul className={styles.list}>
            {failed.map((j) => (
              <li key={j.id}>
                <Caption1>
                  {j.failedAt ? new Date(j.failedAt).toLocaleString() : ''} · {j.kind} · {j.reason}
                </Caption1>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
