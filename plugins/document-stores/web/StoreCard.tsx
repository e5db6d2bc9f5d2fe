import { Card, CardHeader, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular, DocumentDatabase24Regular, Rename20Regular } from '@fluentui/react-icons';
import { useAccess } from '../../../host/web/access/useAccess.ts';
import { CardActionsMenu } from '../../../host/web/components/CardActionsMenu.tsx';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { StoreFigureList } from './StoreFigureList.tsx';
import type { DocumentStore } from '../common/pageTypes.ts';
import { StoreStatusBadge } from './StoreStatusBadge.tsx';

const useStyles = makeStyles({
  card: { height: '100%', cursor: 'pointer', ':hover': { boxShadow: tokens.shadow8 } },
  icon: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    flexShrink: 0,
  },
  name: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForeground1,
    wordBreak: 'break-word',
  },
  description: {
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    minHeight: '2.6em',
  },
  figures: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface StoreActions {
  onOpen(store: DocumentStore): void;
  onRename(store: DocumentStore): void;
  onDelete(store: DocumentStore): void;
}

/** One store as a card: name (a link to it), description, status and its figures. */
export function StoreCard({ store, href, ...on }: { store: DocumentStore; href: string } & StoreActions) {
  const styles = useStyles();
  const t = useT();
  const access = useAccess();
  const canRename = access.can('documentStores:update');
  const canDelete = access.can('documentStores:delete');
  return (
    <Card
      className={styles.card}
      onClick={() => on.onOpen(store)}
      data-testid="store-card"
      aria-label={store.name}
    >
      <CardHeader
        image={
          <span className={styles.icon} aria-hidden>
            <DocumentDatabase24Regular />
          </span>
        }
        header={
          <Link
            className={styles.name}
            href={href}
            onClick={(e) => {
              e.preventDefault();
              e.stopPropagation();
              on.onOpen(store);
            }}
          >
            {store.name}
          </Link>
        }
        description={<StoreStatusBadge status={store.status} />}
        action={
          <CardActionsMenu
            name={store.name}
            actions={[
              canRename && {
                label: t('Rename'),
                icon: <Rename20Regular />,
                onClick: () => on.onRename(store),
              },
              canDelete && {
                label: t('Delete'),
                icon: <Delete20Regular />,
                onClick: () => on.onDelete(store),
              },
            ]}
          />
        }
      />
      <Text className={styles.description}>
        {store.description || <span className={styles.muted}>{t('No description')}</span>}
      </Text>
      <div className={styles.figures}>
        <StoreFigureList store={store} />
      </div>
    </Card>
  );
}
