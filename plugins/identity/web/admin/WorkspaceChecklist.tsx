import { Checkbox, Field, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { Workspace } from '../../common/identityTypes.ts';

const useStyles = makeStyles({
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
});

export interface WorkspaceChecklistProps {
  /** null while loading. */
  workspaces: readonly Workspace[] | null;
  value: readonly string[];
  onChange(next: string[]): void;
  validationMessage?: string | null;
}

/** Chooses the workspaces a user is assigned to. */
export function WorkspaceChecklist({
  workspaces,
  value,
  onChange,
  validationMessage,
}: WorkspaceChecklistProps) {
  const styles = useStyles();
  return (
    <Field label="Workspaces" required validationMessage={validationMessage}>
      {!workspaces ? (
        <Spinner size="tiny" label="Loading workspaces…" />
      ) : (
        <fieldset className={styles.list} aria-label="Workspaces">
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
    </Field>
  );
}
