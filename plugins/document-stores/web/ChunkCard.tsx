import { Badge, Caption1, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { chunkNumber } from '../common/metadataText.ts';
import type { QueryDoc } from '../common/pageTypes.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flex: 1 },
  content: {
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    maxHeight: '14em',
    overflowY: 'auto',
    color: tokens.colorNeutralForeground1,
  },
  meta: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  metaBadge: { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const metaValue = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** One chunk: its number, length, text, metadata and (from a query) its score; `actions` at the top right. */
export function ChunkCard({
  chunk,
  index,
  actions,
}: {
  chunk: QueryDoc;
  index: number;
  actions?: ReactNode;
}) {
  const styles = useStyles();
  const t = useT();
  const meta = Object.entries(chunk.metadata ?? {});
  return (
    <Card className={styles.card} appearance="outline" data-testid="chunk-card">
      <div className={styles.head}>
        <Text weight="semibold">#{chunkNumber(chunk, index)}</Text>
        <Caption1 className={styles.muted}>
          {t('{{n}} characters', { n: chunk.pageContent.length.toLocaleString('en') })}
        </Caption1>
        {chunk.score !== undefined && (
          <Badge appearance="tint" color="brand" title={t('Similarity score')}>
            {t('score {{score}}', { score: chunk.score.toFixed(3) })}
          </Badge>
        )}
        <span className={styles.grow} />
        {actions}
      </div>
      <Text className={styles.content}>{chunk.pageContent}</Text>
      {meta.length > 0 && (
        <div className={styles.meta} data-testid="chunk-metadata">
          {meta.map(([k, v]) => (
            <Badge
              key={k}
              appearance="outline"
              color="informative"
              className={styles.metaBadge}
              title={`${k}: ${metaValue(v)}`}
            >
              {k}: {metaValue(v)}
            </Badge>
          ))}
        </div>
      )}
    </Card>
  );
}
