import { Caption1, Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useT } from '../../../host/web/i18n/i18n.ts';
import {
  flowToolDescription,
  flowToolName,
  MCP_DESCRIPTION_MAX,
  MCP_TOOL_NAME_MAX,
  type McpServerSettings,
  mcpServerSettingsErrors,
} from '../common/mcpServerSettings.ts';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
  endpoint: { fontFamily: tokens.fontFamilyMonospace },
});

export interface McpServerPanelProps {
  flowId: string;
  flowName: string;
  settings: McpServerSettings;
  /** Show the fields' problems (after a Save). */
  showErrors: boolean;
  onChange(settings: McpServerSettings): void;
}

/**
 * The tool an MCP client sees when it calls this flow at /api/v1/mcp/{flowId}: its name and
 * description (the peer's MCP Server tab). Empty fields fall back to the flow's name.
 */
export function McpServerPanel({ flowId, flowName, settings, showErrors, onChange }: McpServerPanelProps) {
  const styles = useStyles();
  const t = useT();
  const errors = showErrors ? mcpServerSettingsErrors(settings) : {};
  const state = (problem: string | undefined, message: string) =>
    problem ? { validationState: 'error' as const, validationMessage: message } : {};
  return (
    <div className={styles.panel} role="tabpanel" aria-label={t('MCP server')}>
      <Caption1 className={styles.hint}>
        {t('MCP clients call this flow as a tool with an API key of this workspace (Authorization: Bearer).')}
      </Caption1>
      <Field label={t('Endpoint')}>
        <Input
          readOnly
          className={styles.endpoint}
          value={`${window.location.origin}/api/v1/mcp/${flowId}`}
          onFocus={(e) => e.currentTarget.select()}
        />
      </Field>
      <Field
        label={t('Tool name')}
        hint={t('Letters, digits, underscores and hyphens, at most {{max}} characters.', {
          max: MCP_TOOL_NAME_MAX,
        })}
        {...state(
          errors.toolName,
          t('Use only letters, digits, underscores and hyphens, at most {{max}} characters', {
            max: MCP_TOOL_NAME_MAX,
          }),
        )}
      >
        <Input
          value={settings.toolName ?? ''}
          placeholder={flowToolName(flowName)}
          onChange={(_, d) => onChange({ ...settings, toolName: d.value })}
        />
      </Field>
      <Field
        label={t('Tool description')}
        hint={t('Tells the client’s model when to use this flow.')}
        {...state(errors.description, t('At most {{max}} characters', { max: MCP_DESCRIPTION_MAX }))}
      >
        <Textarea
          resize="vertical"
          value={settings.description ?? ''}
          placeholder={flowToolDescription(flowName)}
          onChange={(_, d) => onChange({ ...settings, description: d.value })}
        />
      </Field>
    </div>
  );
}
