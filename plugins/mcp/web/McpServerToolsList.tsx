import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useT } from '../../../host/web/i18n/i18n.ts';
import type { McpServerTool } from '../common/mcpServerTypes.ts';

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '220px',
    overflowY: 'auto',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The tools a server listed when it was connected; loading and empty states. */
export function McpServerToolsList({ tools }: { tools: McpServerTool[] | null }) {
  const styles = useStyles();
  const t = useT();
  if (tools === null) return <Spinner size="tiny" label={t('Loading tools')} />;
  if (!tools.length)
    return (
      <Text className={styles.muted}>{t('No tools discovered yet: connect the server to list them.')}</Text>
    );
  return (
    <ul className={styles.list} aria-label={t('Discovered tools')} data-testid="mcp-server-tools">
      {tools.map((tool) => (
        <li key={tool.name}>
          <Text weight="semibold">{tool.name}</Text>
          {tool.description ? <Text className={styles.muted}> — {tool.description}</Text> : null}
        </li>
      ))}
    </ul>
  );
}
