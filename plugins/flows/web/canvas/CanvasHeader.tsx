import {
  Button,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Spinner,
  Subtitle2,
  ToolbarDivider,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowLeft20Regular,
  ArrowRedo20Regular,
  ArrowUndo20Regular,
  Chat20Regular,
  CheckmarkCircle20Regular,
  Code20Regular,
  Copy20Regular,
  Delete20Regular,
  Edit16Regular,
  ArrowExport20Regular,
  Options20Regular,
  Save20Regular,
  Settings20Regular,
  ArrowSync20Regular,
} from '@fluentui/react-icons';
import { type KeyboardEvent, memo, type ReactElement, useState } from 'react';
import { useT } from '../../../../host/web/i18n/i18n.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '56px',
    flex: '0 0 auto',
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  name: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    flex: '1 1 auto',
    minWidth: 0,
  },
  nameButton: { maxWidth: '50vw', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  dirty: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export interface CanvasHeaderProps {
  name: string;
  dirty: boolean;
  saving: boolean;
  saved: boolean;
  canUndo: boolean;
  canRedo: boolean;
  canEdit: boolean;
  can: { configure: boolean; duplicate: boolean; export: boolean; delete: boolean };
  onBack(): void;
  onRename(name: string): void;
  onSave(): void;
  onValidate(): void;
  onUndo(): void;
  onRedo(): void;
  onApi(): void;
  onChat(): void;
  onConfigure(): void;
  onDuplicate(): void;
  onExport(): void;
  onDelete(): void;
  /** The kind's own menu actions (e.g. Convert to Agentflow v2). */
  actions?: { label: string; icon?: ReactElement; onClick(): void }[];
}

/** Back, the flow's name (click to rename), undo/redo, validate, save, API endpoint and the flow menu. */
export const CanvasHeader = memo(function CanvasHeader(p: CanvasHeaderProps) {
  const t = useT();
  const styles = useStyles();
  const [editing, setEditing] = useState<string | null>(null);
  const commit = () => {
    const name = editing?.trim();
    setEditing(null);
    if (name && name !== p.name) p.onRename(name);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') commit();
    if (e.key === 'Escape') setEditing(null);
  };
  const extra = p.actions ?? [];
  const menu =
    p.saved && (p.can.configure || p.can.duplicate || p.can.export || p.can.delete || extra.length > 0);
  return (
    <header className={styles.root}>
      <Tooltip content={t('Back')} relationship="label">
        <Button appearance="subtle" icon={<ArrowLeft20Regular />} onClick={p.onBack} />
      </Tooltip>
      <div className={styles.name}>
        {editing !== null ? (
          <Input
            autoFocus
            aria-label={t('Flow name')}
            value={editing}
            onChange={(_, d) => setEditing(d.value)}
            onBlur={commit}
            onKeyDown={onKey}
          />
        ) : (
          <Button
            appearance="transparent"
            icon={<Edit16Regular />}
            iconPosition="after"
            aria-label={t('Flow name: {{name}}. Rename', { name: p.name })}
            onClick={() => setEditing(p.name)}
            disabled={!p.canEdit}
          >
            <Subtitle2 className={styles.nameButton} data-testid="flow-name">
              {p.name}
            </Subtitle2>
          </Button>
        )}
        {p.dirty && <span className={styles.dirty}>{t('Unsaved changes')}</span>}
      </div>
      <Tooltip content={t('Undo (Ctrl+Z)')} relationship="label">
        <Button appearance="subtle" icon={<ArrowUndo20Regular />} disabled={!p.canUndo} onClick={p.onUndo} />
      </Tooltip>
      <Tooltip content={t('Redo (Ctrl+Shift+Z)')} relationship="label">
        <Button appearance="subtle" icon={<ArrowRedo20Regular />} disabled={!p.canRedo} onClick={p.onRedo} />
      </Tooltip>
      <ToolbarDivider />
      <Button icon={<CheckmarkCircle20Regular />} onClick={p.onValidate}>
        {t('Validate')}
      </Button>
      {p.saved && (
        <Tooltip content={t('API endpoint')} relationship="label">
          <Button icon={<Code20Regular />} onClick={p.onApi} />
        </Tooltip>
      )}
      {p.saved && (
        <Tooltip content={t('Chat with this flow')} relationship="label">
          <Button icon={<Chat20Regular />} onClick={p.onChat} data-testid="canvas-chat" />
        </Tooltip>
      )}
      {p.canEdit && (
        <Button
          appearance="primary"
          icon={p.saving ? <Spinner size="tiny" /> : <Save20Regular />}
          disabled={p.saving}
          onClick={p.onSave}
          title={t('Save (Ctrl+S)')}
        >
          {t('Save')}
        </Button>
      )}
      {menu && (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Tooltip content={t('Flow settings')} relationship="label">
              <Button appearance="subtle" icon={<Settings20Regular />} />
            </Tooltip>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {p.can.configure && (
                <MenuItem icon={<Options20Regular />} onClick={p.onConfigure}>
                  {t('Configuration')}
                </MenuItem>
              )}
              {p.can.duplicate && (
                <MenuItem icon={<Copy20Regular />} onClick={p.onDuplicate}>
                  {t('Duplicate')}
                </MenuItem>
              )}
              {p.can.export && (
                <MenuItem icon={<ArrowExport20Regular />} onClick={p.onExport}>
                  {t('Export')}
                </MenuItem>
              )}
              {extra.map((a) => (
                <MenuItem key={a.label} icon={a.icon ?? <ArrowSync20Regular />} onClick={a.onClick}>
                  {t(a.label)}
                </MenuItem>
              ))}
              {p.can.delete && (
                <MenuItem icon={<Delete20Regular />} onClick={p.onDelete}>
                  {t('Delete')}
                </MenuItem>
              )}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </header>
  );
});
