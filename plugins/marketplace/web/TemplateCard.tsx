import {
  Badge,
  Button,
  Caption1,
  Card,
  CardFooter,
  CardHeader,
  makeStyles,
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, Wrench20Regular } from '@fluentui/react-icons';
import { CardActionsMenu } from '../../../host/web/components/CardActionsMenu.tsx';
import { PluginIcon } from '../../../host/web/icons/PluginIcon.tsx';
import type { MarketplaceTemplate } from '../common/templateTypes.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './marketplaceMessages.ts';

const useStyles = makeStyles({
  card: { height: '100%', minHeight: '210px' },
  description: {
    color: tokens.colorNeutralForeground2,
    display: '-webkit-box',
    WebkitLineClamp: '3',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  icons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: 'auto' },
  icon: {
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusCircular,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    border: `2px solid var(--node-color, ${tokens.colorNeutralStroke1})`,
  },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export const TYPE_LABEL: Record<string, string> = {
  AgentflowV2: 'Agentflow v2',
  Chatflow: 'Chatflow',
  MultiAgent: 'Multi-agent',
  Tool: 'Tool',
};

export interface TemplateCardProps {
  template: MarketplaceTemplate & { shared?: boolean };
  onOpen(): void;
  onUse(): void;
  canUse: boolean;
  onEdit?(): void;
  onDelete?(): void;
}

/** One template in the gallery: name, type, badge, description, use cases and its nodes as icons. */
export function TemplateCard({ template: tpl, onOpen, onUse, canUse, onEdit, onDelete }: TemplateCardProps) {
  const t = useT();
  const styles = useStyles();
  const nodes = (tpl.nodeIcons ?? []).filter(
    (n) => n.name !== 'startAgentflow' && n.name !== 'stickyNoteAgentflow',
  );
  return (
    <Card
      className={styles.card}
      onClick={onOpen}
      aria-label={t('Template {{name}}', { name: tpl.templateName })}
      data-testid="template-card"
    >
      <CardHeader
        header={<Text weight="semibold">{tpl.templateName}</Text>}
        description={
          <div className={styles.chips}>
            <Badge appearance="tint" color="brand">
              {t(TYPE_LABEL[tpl.type] ?? tpl.type)}
            </Badge>
            {tpl.badge && (
              <Badge appearance="filled" color={tpl.badge === 'NEW' ? 'success' : 'important'}>
                {tpl.badge}
              </Badge>
            )}
            {tpl.shared && <Badge appearance="outline">{t('Shared')}</Badge>}
          </div>
        }
        action={
          <CardActionsMenu
            name={tpl.templateName}
            actions={[
              !!onEdit && { label: t('Edit'), icon: <Edit20Regular />, onClick: onEdit },
              !!onDelete && { label: t('Delete'), icon: <Delete20Regular />, onClick: onDelete },
            ]}
          />
        }
      />
      <Text className={styles.description}>{tpl.description}</Text>
      <Caption1>{tpl.usecases.join(' · ')}</Caption1>
      <div className={styles.icons}>
        {tpl.type === 'Tool' ? (
          <span className={styles.icon} style={{ ['--node-color' as string]: '#4a90d9' }}>
            <Wrench20Regular aria-hidden />
          </span>
        ) : (
          nodes.slice(0, 8).map((n) => (
            <Tooltip key={n.name} content={n.label} relationship="label">
              <span role="img" className={styles.icon} style={{ ['--node-color' as string]: n.color ?? '' }}>
                <PluginIcon name={n.icon} fontSize={16} />
              </span>
            </Tooltip>
          ))
        )}
      </div>
      <CardFooter>
        {canUse && (
          <Button
            appearance="primary"
            size="small"
            onClick={(e) => {
              e.stopPropagation();
              onUse();
            }}
          >
            {t('Use template')}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
