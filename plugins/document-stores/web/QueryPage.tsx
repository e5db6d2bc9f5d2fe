import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Switch,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { DocumentSearch20Regular, DocumentSearch24Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useParams } from 'wouter';
import { ListPageFrame } from '../../../host/web/components/ListPageFrame.tsx';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { errorMessage } from '../../../host/web/http/http.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import type { QueryResult } from '../common/pageTypes.ts';
import { ChunkCard } from './ChunkCard.tsx';
import { ChunkGrid } from './ChunkGrid.tsx';
import { documentStoresApi } from './documentStoresApi.ts';
import './documentStoresMessages.ts';
import { StoreHeader } from './StoreHeader.tsx';
import { storePaths } from './storePaths.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-end', flexWrap: 'wrap' },
  number: { width: '140px' },
  // A number input is wider than its field by default.
  fill: { width: '100%', minWidth: 0 },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A number field's text as a number, or undefined when empty or not a number. */
const numberOf = (text: string) => (text.trim() && Number.isFinite(Number(text)) ? Number(text) : undefined);

/** /document-stores/query/:storeId: a retrieval test against the store's vectors. */
export default function QueryPage() {
  const styles = useStyles();
  const t = useT();
  const { storeId = '' } = useParams<{ storeId: string }>();
  const { data: store, error, reload } = useLoaded(() => documentStoresApi.get(storeId));
  const [query, setQuery] = useState('');
  const [topK, setTopK] = useState('4');
  const [threshold, setThreshold] = useState('');
  const [mmr, setMmr] = useState(false);
  const [result, setResult] = useState<QueryResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const k = numberOf(topK);
  const score = numberOf(threshold);
  const topKProblem =
    k === undefined || k < 1 || !Number.isInteger(k) ? t('A whole number, 1 or more') : undefined;
  const thresholdProblem =
    threshold.trim() && (score === undefined || score < 0 || score > 1)
      ? t('Between 0 and 1, or empty')
      : undefined;

  async function run() {
    if (!query.trim() || topKProblem || thresholdProblem) return;
    setBusy(true);
    setFailure(null);
    try {
      setResult(
        await documentStoresApi.query({
          storeId,
          query: query.trim(),
          topK: k,
          ...(score !== undefined ? { scoreThreshold: score } : {}),
          mmr,
        }),
      );
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ListPageFrame
      title={store ? t('Retrieval query: {{name}}', { name: store.name }) : t('Retrieval query')}
      noun={t('the document store')}
      loaded={store !== null}
      error={error}
      onRetry={reload}
      empty={false}
      emptyIcon={<DocumentSearch24Regular />}
      emptyText=""
      above={
        store && (
          <StoreHeader
            store={store}
            back={{ href: storePaths.store(storeId), label: t('Back to {{name}}', { name: store.name }) }}
          />
        )
      }
    >
      <Card appearance="filled-alternative">
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            void run();
          }}
        >
          <Field label={t('Query')} required hint={t('Ctrl+Enter searches')}>
            <Textarea
              value={query}
              rows={3}
              resize="vertical"
              placeholder={t('What would someone ask these documents?')}
              onChange={(_, d) => setQuery(d.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  void run();
                }
              }}
            />
          </Field>
          <div className={styles.row}>
            <Field
              label={t('Top K')}
              className={styles.number}
              validationMessage={topKProblem}
              validationState={topKProblem ? 'error' : 'none'}
            >
              <Input
                className={styles.fill}
                type="number"
                min={1}
                value={topK}
                onChange={(_, d) => setTopK(d.value)}
              />
            </Field>
            <Field
              label={t('Score threshold')}
              className={styles.number}
              validationMessage={thresholdProblem}
              validationState={thresholdProblem ? 'error' : 'none'}
            >
              <Input
                className={styles.fill}
                type="number"
                min={0}
                max={1}
                step={0.05}
                placeholder={t('none')}
                value={threshold}
                onChange={(_, d) => setThreshold(d.value)}
              />
            </Field>
            <Field label={t('Diversity')}>
              <Switch
                label={t('MMR')}
                title={t('Maximal marginal relevance: fewer near-duplicates among the chunks')}
                checked={mmr}
                onChange={(_, d) => setMmr(d.checked)}
              />
            </Field>
            <Button
              type="submit"
              appearance="primary"
              icon={<DocumentSearch20Regular />}
              disabled={busy || !query.trim()}
            >
              {busy ? t('Searching…') : t('Search')}
            </Button>
          </div>
        </form>
      </Card>
      <div className={styles.results}>
        {failure && (
          <MessageBar intent="error" data-testid="query-failure">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        )}
        {busy && <Spinner label={t('Searching…')} />}
        {!busy && !result && !failure && (
          <Body1 className={styles.muted}>
            {t('The chunks a flow would get for this query appear here, best first, with their scores.')}
          </Body1>
        )}
        {!busy && result && (
          <>
            <Text weight="semibold" data-testid="query-summary">
              {t(result.docs.length === 1 ? '{{n}} chunk in {{ms}} ms' : '{{n}} chunks in {{ms}} ms', {
                n: result.docs.length,
                ms: Math.round(result.timeTaken).toLocaleString('en'),
              })}
            </Text>
            <ChunkGrid label={t('Retrieved chunks')}>
              {result.docs.map((d, i) => (
                <ChunkCard key={d.id ?? i} chunk={d} index={i} />
              ))}
            </ChunkGrid>
          </>
        )}
      </div>
    </ListPageFrame>
  );
}
