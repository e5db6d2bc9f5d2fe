import { Checkbox, Label, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Workspace } from '../../common/identityTypes.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '200px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalXS,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface WorkspaceChecklistProps {
  /** null while loading. */
  workspaces: readonly Workspace[] | null;
  value: readonly string[];
  onChange(next: string[]): void;
  validationMessage?: string | null;
}

/**
 * Chooses the workspaces a user is assigned to. A fieldset, not a Fluent Field: a Field gives its
 * one control its id, and several checkboxes sharing an id toggle each other through their labels.
 */
export function WorkspaceChecklist({
  workspaces,
  value,
  onChange,
  validationMessage,
}: WorkspaceChecklistProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root}>
      <Label id="workspace-checklist-label" required>
        {t('Workspaces')}
      </Label>
      {!workspaces ? (
        <Spinner size="tiny" label={t('Loading workspaces…')} />
      ) : (
        <fieldset className={styles.list} aria-labelledby="workspace-checklist-label">
          {workspaces.map((w) => (
            <Checkbox
              key={w.id}
              label={w.name}
              checked={value.includes(w.id)}
              onChange={(_, d) => onChange(d.checked ? [...value, w.id] : value.filter((x) => x !== w.id))}
            />
          ))}
        </fieldset>
      )}
      {validationMessage && (
        <Text size={200} role="alert" className={styles.error}>
          {validationMessage}
        </Text>
      )}
    </div>
  );
}
