import {
  Badge,
  Button,
  Caption1,
  Card,
  CardFooter,
  CardHeader,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import {
  Delete20Regular,
  Edit20Regular,
  MoreHorizontal20Regular,
  Wrench20Regular,
} from '@fluentui/react-icons';
import { PluginIcon } from '../../../host/web/icons/PluginIcon.tsx';
import type { MarketplaceTemplate } from '../common/templateTypes.ts';

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
export function TemplateCard({ template: t, onOpen, onUse, canUse, onEdit, onDelete }: TemplateCardProps) {
  const styles = useStyles();
  const nodes = (t.nodeIcons ?? []).filter(
    (n) => n.name !== 'startAgentflow' && n.name !== 'stickyNoteAgentflow',
  );
  return (
    <Card
      className={styles.card}
      onClick={onOpen}
      aria-label={`Template ${t.templateName}`}
      data-testid="template-card"
    >
      <CardHeader
        header={<Text weight="semibold">{t.templateName}</Text>}
        description={
          <div className={styles.chips}>
            <Badge appearance="tint" color="brand">
              {TYPE_LABEL[t.type] ?? t.type}
            </Badge>
            {t.badge && (
              <Badge appearance="filled" color={t.badge === 'NEW' ? 'success' : 'important'}>
                {t.badge}
              </Badge>
            )}
            {t.shared && <Badge appearance="outline">Shared</Badge>}
          </div>
        }
        action={
          onEdit || onDelete ? (
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button
                  appearance="subtle"
                  icon={<MoreHorizontal20Regular />}
                  aria-label={`Actions for ${t.templateName}`}
                  onClick={(e) => e.stopPropagation()}
                />
              </MenuTrigger>
              <MenuPopover onClick={(e) => e.stopPropagation()}>
                <MenuList>
                  {onEdit && (
                    <MenuItem icon={<Edit20Regular />} onClick={onEdit}>
                      Edit
                    </MenuItem>
                  )}
                  {onDelete && (
                    <MenuItem icon={<Delete20Regular />} onClick={onDelete}>
                      Delete
                    </MenuItem>
                  )}
                </MenuList>
              </MenuPopover>
            </Menu>
          ) : undefined
        }
      />
      <Text className={styles.description}>{t.description}</Text>
      <Caption1>{t.usecases.join(' · ')}</Caption1>
      <div className={styles.icons}>
        {t.type === 'Tool' ? (
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
            Use template
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
