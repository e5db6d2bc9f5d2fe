import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useAccess } from '../../../../host/web/access/useAccess.ts';
import { canvasActions } from '../../../../host/web/stores/canvas.ts';
import type { FlowRecord } from '../../common/flowTypes.ts';
import { flowActions } from '../flowActions.ts';
import type { CanvasConfig } from './canvasConfig.ts';
import { confirmLeave } from './useLeaveGuard.ts';
import { useStableHandler } from './useStableHandler.ts';

interface HeaderActionOptions {
  config: CanvasConfig;
  record: FlowRecord | null;
  rename(name: string): void;
  save(): Promise<void>;
  validate(): Promise<unknown>;
  configure(): void;
}

/**
 * The header's buttons and menu: what the user may do, and stable handlers (the memoised header
 * then skips re-rendering on drag frames). Leaving a dirty canvas asks first.
 */
export function useHeaderActions({ config, record, rename, save, validate, configure }: HeaderActionOptions) {
  const [, navigate] = useLocation();
  const access = useAccess();
  const can = (action: 'create' | 'update' | 'duplicate' | 'export' | 'delete') =>
    access.can(`${config.permission}:${action}`);
  const [canUpdate, canDuplicate, canExport, canDelete] = [
    can('update'),
    can('duplicate'),
    can('export'),
    can('delete'),
  ];
  // Configuration edits the stored flow's chatbotConfig, so it needs the update permission.
  const headerCan = useMemo(
    () => ({ configure: canUpdate, duplicate: canDuplicate, export: canExport, delete: canDelete }),
    [canUpdate, canDuplicate, canExport, canDelete],
  );
  const leave = async (to: string) => {
    if (!(await confirmLeave())) return;
    canvasActions.removeDirty();
    navigate(to);
  };
  return {
    can: headerCan,
    canEdit: record ? canUpdate : can('create'),
    onBack: useStableHandler(() => void leave(config.listPath)),
    onRename: useStableHandler(rename),
    onSave: useStableHandler(() => void save()),
    onValidate: useStableHandler(() => void validate()),
    onConfigure: useStableHandler(configure),
    onDuplicate: useStableHandler(async () => {
      const copyRecord = record && (await flowActions.duplicate(record));
      if (copyRecord) void leave(`${config.basePath}/${copyRecord.id}`);
    }),
    onExport: useStableHandler(() => record && void flowActions.exportToFile(record)),
    onDelete: useStableHandler(async () => {
      if (record && (await flowActions.remove(record))) {
        canvasActions.removeDirty();
        navigate(config.listPath);
      }
    }),
  };
}
