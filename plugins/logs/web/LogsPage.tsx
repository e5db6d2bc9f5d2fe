import {
  Badge,
  Dropdown,
  makeStyles,
  Option,
  SearchBox,
  Spinner,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { TextBulletListSquare24Regular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ListPageFrame } from '../../../host/web/components/ListPageFrame.tsx';
import { API_BASE, errorMessage, http } from '../../../host/web/http/http.ts';
import { filterLogs, LOG_LEVELS, type LogLevelName, type LogLine, levelName } from '../common/filterLogs.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './logsMessages.ts';

const useStyles = makeStyles({
  msg: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, wordBreak: 'break-word' },
  fields: {
    color: tokens.colorNeutralForeground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase100,
    wordBreak: 'break-all',
  },
  time: { whiteSpace: 'nowrap', fontSize: tokens.fontSizeBase200 },
});

const COLOR = {
  trace: 'subtle',
  debug: 'subtle',
  info: 'informative',
  warn: 'warning',
  error: 'danger',
  fatal: 'danger',
} as const;
const SINCE: Record<string, { label: string; ms: number | null }> = {
  '15m': { label: 'Last 15 minutes', ms: 15 * 60_000 },
  '1h': { label: 'Last hour', ms: 60 * 60_000 },
  '24h': { label: 'Last 24 hours', ms: 24 * 60 * 60_000 },
  all: { label: 'Everything kept', ms: null },
};
const MAX_SHOWN = 1000;

/** /logs: the server's recent log lines, filtered by level, text and time, and live when asked. */
export default function LogsPage() {
  const t = useT();
  const styles = useStyles();
  const [level, setLevel] = useState<LogLevelName>('info');
  const [search, setSearch] = useState('');
  const [since, setSince] = useState('1h');
  const [live, setLive] = useState(true);
  const [lines, setLines] = useState<LogLine[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const query = useMemo(() => {
    const ms = SINCE[since]?.ms;
    return { level, ...(search.trim() ? { search } : {}), ...(ms ? { since: Date.now() - ms } : {}) };
  }, [level, search, since]);

  const load = useCallback(async () => {
    try {
      setLines(
        (await http.get<{ lines: LogLine[] }>('/logs', { query: { ...query, limit: MAX_SHOWN } })).lines,
      );
      setError(null);
    } catch (err) {
      setError(errorMessage(err));
    }
  }, [query]);
  useEffect(() => {
    void load();
  }, [load]);

  // Live: new lines arrive over server-sent events and join the list when they pass the filter.
  useEffect(() => {
    if (!live) return;
    const source = new EventSource(`${API_BASE}/logs/stream`);
    source.onmessage = (e) => {
      const entry = JSON.parse(String(e.data)) as LogLine;
      if (!filterLogs([entry], query).length) return;
      setLines((l) => [entry, ...(l ?? [])].slice(0, MAX_SHOWN));
    };
    return () => source.close();
  }, [live, query]);

  return (
    <ListPageFrame
      title={t('Logs')}
      noun={t('log lines')}
      loaded={lines !== null}
      error={error}
      onRetry={() => void load()}
      empty={lines?.length === 0}
      emptyIcon={<TextBulletListSquare24Regular />}
      emptyText={t(
        'No log line matches. The server keeps its latest 5,000 lines in memory; a restart starts afresh.',
      )}
      actions={
        <>
          <Dropdown
            aria-label={t('Lowest level')}
            value={t('{{level}} and up', { level })}
            selectedOptions={[level]}
            onOptionSelect={(_e, d) => setLevel(d.optionValue as LogLevelName)}
          >
            {(Object.keys(LOG_LEVELS) as LogLevelName[]).map((l) => (
              <Option key={l} value={l} text={t('{{level}} and up', { level: l })}>
                {t('{{level}} and up', { level: l })}
              </Option>
            ))}
          </Dropdown>
          <Dropdown
            aria-label={t('Period')}
            value={t(SINCE[since]?.label ?? '')}
            selectedOptions={[since]}
            onOptionSelect={(_e, d) => setSince(d.optionValue ?? '1h')}
          >
            {Object.entries(SINCE).map(([k, v]) => (
              <Option key={k} value={k}>
                {t(v.label)}
              </Option>
            ))}
          </Dropdown>
          <SearchBox
            placeholder={t('Search the log')}
            aria-label={t('Search the log')}
            value={search}
            onChange={(_e, d) => setSearch(d.value)}
          />
          <Switch label={t('Live')} checked={live} onChange={(_e, d) => setLive(d.checked)} />
        </>
      }
    >
      {lines === null ? (
        <Spinner label={t('Loading the log')} />
      ) : (
        <Table aria-label={t('Log lines')} size="extra-small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: 190 }}>{t('Time')}</TableHeaderCell>
              <TableHeaderCell style={{ width: 80 }}>{t('Level')}</TableHeaderCell>
              <TableHeaderCell>{t('Message')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((l) => {
              const name = levelName(l.level);
              const extra = Object.keys(l.fields).length ? JSON.stringify(l.fields) : '';
              return (
                <TableRow key={l.seq}>
                  <TableCell className={styles.time}>{new Date(l.time).toLocaleString()}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={COLOR[name]}>
                      {name}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <Text className={styles.msg}>{l.msg}</Text>
                    {extra && (
                      <div className={styles.fields}>
                        {extra.length > 400 ? `${extra.slice(0, 400)}…` : extra}
                      </div>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </ListPageFrame>
  );
}
