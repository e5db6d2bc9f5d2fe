import {
  Badge,
  Body1,
  Button,
  Link,
  makeStyles,
  SearchBox,
  Spinner,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { API_BASE, http } from '../../../host/web/http/http.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import { GUIDE } from './guide.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './helpMessages.ts';

const useStyles = makeStyles({
  page: {
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  toc: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  card: {
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Operation = { tags: string[]; 'x-permission'?: string; security?: unknown[] };
type OpenApi = { info: { version: string }; paths: Record<string, Record<string, Operation>> };
const METHOD_COLOR = {
  get: 'informative',
  post: 'success',
  put: 'warning',
  patch: 'warning',
  delete: 'danger',
} as const;

/** /docs: the user guide, and the API reference of this very server (from its route table). */
export default function DocsPage() {
  const t = useT();
  const styles = useStyles();
  const { data } = useLoaded(() => http.get<OpenApi>('/docs/openapi.json'));
  const [search, setSearch] = useState('');
  const operations = useMemo(() => {
    const q = search.trim().toLowerCase();
    return Object.entries(data?.paths ?? {})
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
      .filter(
        (o) =>
          !q ||
          `${o.method} ${o.path} ${o.op.tags.join(' ')} ${o.op['x-permission'] ?? ''}`
            .toLowerCase()
            .includes(q),
      );
  }, [data, search]);
  const go = (path: string) => (e: { preventDefault(): void }) => {
    e.preventDefault();
    navigate(path);
  };

  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('Documentation')}</Title2>
      <nav className={styles.toc} aria-label={t('Guide sections')}>
        {GUIDE.map((s) => (
          <Link key={s.id} href={`#${s.id}`}>
            {t(s.title)}
          </Link>
        ))}
        <Link href="#api">{t('API reference')}</Link>
      </nav>
      {GUIDE.map((s) => (
        <Card key={s.id} className={styles.card}>
          <Subtitle1 as="h2" id={s.id}>
            {t(s.title)}
          </Subtitle1>
          {s.paragraphs.map((p) => (
            <Body1 key={p.slice(0, 40)}>{t(p)}</Body1>
          ))}
          <div className={styles.links}>
            {s.links.map((l) => (
              <Link key={l.path} href={l.path} onClick={go(l.path)}>
                {t(l.label)}
              </Link>
            ))}
          </div>
        </Card>
      ))}
      <Card className={styles.card}>
        <div className={styles.head}>
          <Subtitle1 as="h2" id="api">
            {t('API reference')}
          </Subtitle1>
          {data && (
            <Text className={styles.muted}>{t('version {{version}}', { version: data.info.version })}</Text>
          )}
          <SearchBox
            placeholder={t('Search routes')}
            aria-label={t('Search routes')}
            value={search}
            onChange={(_e, d) => setSearch(d.value)}
          />
          <Button
            as="a"
            icon={<ArrowDownload20Regular />}
            href={`${API_BASE}/docs/openapi.json`}
            download="brains-studio-openapi.json"
          >
            {t('OpenAPI document')}
          </Button>
        </div>
        <Body1>
          {t(
            'Every route this server serves under /api/v1, with the permission it needs (any one of those listed). Call them with a session or an API key: Authorization: Bearer <key>.',
          )}
        </Body1>
        {!data ? (
          <Spinner label={t('Loading the reference')} />
        ) : (
          <Table aria-label={t('API routes')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell style={{ width: 90 }}>{t('Method')}</TableHeaderCell>
                <TableHeaderCell>{t('Path')}</TableHeaderCell>
                <TableHeaderCell style={{ width: 160 }}>{t('Area')}</TableHeaderCell>
                <TableHeaderCell>{t('Permission')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {operations.map((o) => (
                <TableRow key={`${o.method} ${o.path}`}>
                  <TableCell>
                    <Badge
                      appearance="tint"
                      color={METHOD_COLOR[o.method as keyof typeof METHOD_COLOR] ?? 'informative'}
                    >
                      {o.method.toUpperCase()}
                    </Badge>
                  </TableCell>
                  <TableCell className={styles.mono}>{o.path}</TableCell>
                  <TableCell>{o.op.tags.join(', ')}</TableCell>
                  <TableCell className={styles.mono}>
                    {o.op.security?.length === 0 ? t('public') : (o.op['x-permission'] ?? t('signed in'))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </div>
  );
}
