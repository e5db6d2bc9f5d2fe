import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '../../../../host/web/http/http.ts';
import { canvasActions } from '../../../../host/web/stores/canvas.ts';
import { notify } from '../../../../host/web/stores/notifier.ts';
import type { Flow } from '../../../../node-registry/flow.ts';
import { serializeFlow } from '../../../../node-registry/normalizeFlow.ts';
import type { FlowRecord } from '../../common/flowTypes.ts';
import { flowConflict, flowsApi } from '../flowsApi.ts';
import type { CanvasConfig } from './canvasConfig.ts';
import { t } from '../../../../host/web/i18n/i18n.ts';

export interface FlowSaveDeps {
  config: CanvasConfig;
  initialRecord: FlowRecord | null;
  /** The flow and name to save now, and a token of the state they come from. */
  current(): { flow: Flow; name: string; token: unknown };
  /** Whether the canvas still shows the state of `token` (no edit while the request ran). */
  unchangedSince(token: unknown): boolean;
  /** Called with what was saved, so later saves keep its fields. */
  onSaved(flow: Flow, record: FlowRecord): void;
}

/** One note per save: a plain success, or a warning when the flow saved with validation errors. */
const savedNote = (name: string, problems: number) =>
  problems
    ? notify.warning(t('Saved "{{name}}" with problems: see the validation list.', { name }))
    : notify.success(t('Saved "{{name}}"', { name }));

/**
 * Saving: POST for a new flow (then the flow's own address), PUT with the updatedDate it was
 * loaded at for a saved one. A 409 keeps the user's work and opens the conflict choice.
 */
export function useFlowSave({ config, initialRecord, current, unchangedSince, onSaved }: FlowSaveDeps) {
  const [, navigate] = useLocation();
  const [record, setRecord] = useState(initialRecord);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<FlowRecord | null>(null);
  const busy = useRef(false);
  const latest = useRef({ record, current, unchangedSince, onSaved });
  latest.current = { record, current, unchangedSince, onSaved };

  const save = useCallback(
    async (force = false, problems = 0): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setSaving(true);
      const { flow, name, token } = latest.current.current();
      const saved = latest.current.record;
      try {
        const flowData = serializeFlow(flow);
        if (!saved) {
          const created = await flowsApi.create({ name, flowData, type: config.flowType });
          canvasActions.removeDirty();
          savedNote(created.name, problems);
          navigate(`${config.basePath}/${created.id}`, { replace: true });
          return true;
        }
        const next = await flowsApi.update(
          saved.id,
          { name, flowData, updatedDate: saved.updatedDate },
          { force },
        );
        setRecord(next);
        setConflict(null);
        latest.current.onSaved(flow, next);
        if (latest.current.unchangedSince(token)) canvasActions.removeDirty();
        canvasActions.setChatflow({
          id: next.id,
          name: next.name,
          type: next.type,
          updatedDate: next.updatedDate,
        });
        savedNote(next.name, problems);
        return true;
      } catch (err) {
        const stored = flowConflict(err);
        if (stored) setConflict(stored);
        else notify.error(t('Failed to save: {{reason}}', { reason: errorMessage(err) }));
        return false;
      } finally {
        busy.current = false;
        setSaving(false);
      }
    },
    [config, navigate],
  );

  return { record, setRecord, saving, conflict, setConflict, save };
}
