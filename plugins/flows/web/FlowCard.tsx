import {
  Badge,
  Caption1,
  Card,
  CardHeader,
  Link,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Flow24Regular } from '@fluentui/react-icons';
import { useT } from '../../../host/web/i18n/i18n.ts';
import type { FlowSummary } from '../common/flowTypes.ts';
import { FlowActionsMenu, type FlowActionHandlers } from './FlowActionsMenu.tsx';
import { formatFlowDate } from './formatFlowDate.ts';

const useStyles = makeStyles({
  card: {
    height: '100%',
    cursor: 'pointer',
    ':hover': { boxShadow: tokens.shadow8 },
  },
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
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    wordBreak: 'break-word',
  },
  meta: { color: tokens.colorNeutralForeground3 },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', minHeight: '20px' },
});

export interface FlowCardProps extends FlowActionHandlers {
  flow: FlowSummary;
  /** The canvas route of this flow, e.g. /v2/agentcanvas/<id>. */
  href: string;
  /** The flow's kind where a list shows several (v1, v2). */
  badge?: string;
  onOpen(flow: FlowSummary): void;
}

/** One flow as a card: the name links to its canvas; the menu holds the actions. */
export function FlowCard({ flow, href, badge, onOpen, ...handlers }: FlowCardProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <Card
      className={styles.card}
      // Clicks in the menu's dialogs (portals) bubble through React to here: only the card's own DOM opens the flow.
      onClick={(e) => {
        if (e.currentTarget.contains(e.target as Node)) onOpen(flow);
      }}
      data-testid="flow-card"
      aria-label={flow.name}
    >
      <CardHeader
        image={
          <span className={styles.icon} aria-hidden>
            <Flow24Regular />
          </span>
        }
        header={
          <Link
            className={styles.name}
            href={href}
            onClick={(e) => {
              e.preventDefault();
              e.stopPropagation();
              onOpen(flow);
            }}
          >
            {flow.name}
          </Link>
        }
        description={
          <Caption1 className={styles.meta}>
            {t('Updated {{date}}', { date: formatFlowDate(flow.updatedDate) })}
          </Caption1>
        }
        action={<FlowActionsMenu flow={flow} {...handlers} />}
      />
      <div className={styles.badges}>
        {badge && (
          <Badge appearance="filled" color="brand" data-testid="flow-kind-badge">
            {badge}
          </Badge>
        )}
        {flow.deployed ? (
          <Badge appearance="tint" color="success">
            {t('Deployed')}
          </Badge>
        ) : (
          <Badge appearance="tint" color="subtle">
            {t('Draft')}
          </Badge>
        )}
        {flow.isPublic && (
          <Badge appearance="tint" color="informative">
            {t('Public')}
          </Badge>
        )}
        {flow.category && (
          <Badge appearance="outline" color="subtle">
            <Text size={200}>{flow.category}</Text>
          </Badge>
        )}
      </div>
    </Card>
  );
}
