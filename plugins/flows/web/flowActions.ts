import { errorMessage } from '../../../host/web/http/http.ts';
import { t } from '../../../host/web/i18n/i18n.ts';
import { confirm } from '../../../host/web/stores/confirm.ts';
import { notify } from '../../../host/web/stores/notifier.ts';
import { exportFileName } from '../common/exportFlow.ts';
import { flowTypeLabel } from '../common/flowTypeLabel.ts';
import type { FlowRecord, FlowSummary, FlowType } from '../common/flowTypes.ts';
import { downloadText } from './downloadText.ts';
import { flowsApi } from './flowsApi.ts';
import './flowsMessages.ts';

/**
 * The user-facing flow actions (ask, call, tell the outcome), shared by the flows list and the
 * canvas settings menu. Each resolves to its result, or undefined when refused or failed (the
 * failure is already shown as a notification).
 */
export const flowActions = {
  async rename(flow: Pick<FlowSummary, 'id' | 'name'>, name: string): Promise<FlowRecord | undefined> {
    try {
      // Only the name is sent, so a rename never overwrites a graph saved meanwhile.
      const saved = await flowsApi.update(flow.id, { name });
      notify.success(t('Renamed to "{{name}}"', { name: saved.name }));
      return saved;
    } catch (err) {
      notify.error(t('Failed to rename: {{error}}', { error: errorMessage(err) }));
      return undefined;
    }
  },

  async duplicate(flow: Pick<FlowSummary, 'id' | 'name'>): Promise<FlowRecord | undefined> {
    try {
      const copy = await flowsApi.duplicate(flow.id);
      notify.success(t('Duplicated as "{{name}}"', { name: copy.name }));
      return copy;
    } catch (err) {
      notify.error(t('Failed to duplicate: {{error}}', { error: errorMessage(err) }));
      return undefined;
    }
  },

  /** Asks first (confirm dialog); true once deleted. */
  async remove(flow: Pick<FlowSummary, 'id' | 'name' | 'type'>): Promise<boolean> {
    const ok = await confirm({
      title: t('Delete'),
      description: t('Delete {{kind}} "{{name}}"? This cannot be undone.', {
        kind: t(flowTypeLabel(flow.type)),
        name: flow.name,
      }),
      confirmButtonName: t('Delete'),
      cancelButtonName: t('Cancel'),
      customBtnId: 'btn_confirmDeleteFlow',
    });
    if (!ok) return false;
    try {
      await flowsApi.remove(flow.id);
      notify.success(t('Deleted "{{name}}"', { name: flow.name }));
      return true;
    } catch (err) {
      notify.error(t('Failed to delete: {{error}}', { error: errorMessage(err) }));
      return false;
    }
  },

  /** Downloads '<name> Agents.json' (spec export fields, secrets stripped). */
  async exportToFile(flow: Pick<FlowSummary, 'id' | 'name' | 'type'>): Promise<boolean> {
    try {
      const text = await flowsApi.exportText(flow.id);
      downloadText(exportFileName(flow.name, flow.type), text);
      return true;
    } catch (err) {
      notify.error(t('Failed to export: {{error}}', { error: errorMessage(err) || 'Internal Server Error' }));
      return false;
    }
  },

  /**
   * Imports one chosen file as a new flow of `type` (spec: .json only; 'Failed to import: ...'
   * with 'Invalid Imported File' as fallback). A file that says it is another type is refused.
   */
  async importFile(file: File, type: FlowType): Promise<FlowRecord | undefined> {
    // The file check (with the flow schema's generated validator) loads on import, not with the list.
    let parser: typeof import('../common/parseImportedFlow.ts') | undefined;
    try {
      parser = await import('../common/parseImportedFlow.ts');
      const { FlowImportError, parseImportedFlow } = parser;
      const flow = parseImportedFlow(await file.text(), file.name);
      if (flow.type && flow.type !== type) {
        throw new FlowImportError(
          `the file holds a ${flowTypeLabel(flow.type)}, not a ${flowTypeLabel(type)}`,
        );
      }
      const created = await flowsApi.create({ name: flow.name, flowData: flow.flowData, type });
      notify.success(t('Imported "{{name}}"', { name: created.name }));
      return created;
    } catch (err) {
      const message =
        parser && err instanceof parser.FlowImportError
          ? err.message
          : t('Failed to import: {{error}}', { error: errorMessage(err) || 'Invalid Imported File' });
      notify.error(message);
      return undefined;
    }
  },
};
