import { Button, makeStyles, Text, tokens, Tooltip } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { StoreFigureList } from './StoreFigureList.tsx';
import type { DocumentStore } from '../common/pageTypes.ts';
import { StoreStatusBadge } from './StoreStatusBadge.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', flex: '1 1 240px', minWidth: 0 },
  figures: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'center', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The line under a store page's title: back, the store's description (or `subtitle`), its status
 * and figures.
 */
export function StoreHeader({
  store,
  back,
  subtitle,
}: {
  store: DocumentStore;
  /** Where the back button goes. */
  back: { href: string; label: string };
  subtitle?: ReactNode;
}) {
  const styles = useStyles();
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <div className={styles.root}>
      <Tooltip content={back.label} relationship="label">
        <Button appearance="subtle" icon={<ArrowLeft20Regular />} onClick={() => navigate(back.href)} />
      </Tooltip>
      <div className={styles.text}>
        <Text className={styles.muted}>{subtitle ?? (store.description || t('No description'))}</Text>
      </div>
      <div className={styles.figures}>
        <StoreStatusBadge status={store.status} />
        <StoreFigureList store={store} alignEnd />
      </div>
    </div>
  );
}
