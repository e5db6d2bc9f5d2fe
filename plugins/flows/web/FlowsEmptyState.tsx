import { Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { Add20Regular, ArrowImport20Regular, BotSparkle48Regular } from '@fluentui/react-icons';
import { useT } from '../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
  },
  icon: {
    fontSize: '48px',
    color: tokens.colorBrandForeground2,
    backgroundColor: tokens.colorBrandBackground2,
    borderRadius: tokens.borderRadiusCircular,
    padding: tokens.spacingHorizontalL,
  },
  text: { color: tokens.colorNeutralForeground2, maxWidth: '440px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', justifyContent: 'center' },
});

export interface FlowsEmptyStateProps {
  /** Plural noun of the list, e.g. 'Agentflows'. */
  noun: string;
  onCreate?: () => void;
  onImport?: () => void;
}

/** No flow yet: what this list is for and the way to start. */
export function FlowsEmptyState({ noun, onCreate, onImport }: FlowsEmptyStateProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root} data-testid="flows-empty">
      <BotSparkle48Regular className={styles.icon} aria-hidden />
      <Subtitle1 as="h2">{t('No {{noun}} yet', { noun })}</Subtitle1>
      <Body1 className={styles.text}>
        {t(
          'Build your first one on the canvas, or import a flow exported from here or from Flowise (.json).',
        )}
      </Body1>
      <div className={styles.actions}>
        {onCreate && (
          <Button appearance="primary" icon={<Add20Regular />} onClick={onCreate}>
            {t('Create your first')}
          </Button>
        )}
        {onImport && (
          <Button icon={<ArrowImport20Regular />} onClick={onImport}>
            {t('Import')}
          </Button>
        )}
      </div>
    </div>
  );
}
