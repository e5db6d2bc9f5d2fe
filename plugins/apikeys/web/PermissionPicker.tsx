import { Button, Checkbox, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useT } from '../../../host/web/i18n/i18n.ts';
import { groupPermissions, permissionVerb } from '../common/permissionGroups.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  count: { flex: 1, color: tokens.colorNeutralForeground3 },
  groups: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    maxHeight: '320px',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
  },
  group: { display: 'flex', flexDirection: 'column' },
  verbs: { display: 'flex', flexDirection: 'column', paddingLeft: tokens.spacingHorizontalL },
});

export interface PermissionPickerProps {
  /** What may be chosen (the caller's own permissions; on edit also the key's current ones). null: loading. */
  offered: readonly string[] | null;
  value: readonly string[];
  onChange(next: string[]): void;
}

/** Grouped checkboxes: one per area (all, none or mixed) with one per permission under it. */
export function PermissionPicker({ offered, value, onChange }: PermissionPickerProps) {
  const styles = useStyles();
  const t = useT();
  const groups = useMemo(() => groupPermissions(offered ?? []), [offered]);
  const chosen = new Set(value);
  if (!offered) return <Spinner size="tiny" label={t('Loading permissions…')} />;

  const set = (permissions: readonly string[], on: boolean) => {
    const next = new Set(value);
    for (const p of permissions) {
      if (on) next.add(p);
      else next.delete(p);
    }
    // Keep the offered order so the saved list reads like the picker.
    onChange(offered.filter((p) => next.has(p)));
  };

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <Text className={styles.count}>
          {t('{{count}} of {{total}} selected', { count: value.length, total: offered.length })}
        </Text>
        <Button size="small" onClick={() => set(offered, true)}>
          {t('Select all')}
        </Button>
        <Button size="small" onClick={() => set(offered, false)}>
          {t('Clear')}
        </Button>
      </div>
      <fieldset className={styles.groups} aria-label={t('Permissions')}>
        {groups.map((g) => {
          const n = g.permissions.filter((p) => chosen.has(p)).length;
          return (
            <div key={g.area} className={styles.group}>
              <Checkbox
                label={<Text weight="semibold">{t(g.label)}</Text>}
                aria-label={t('All {{area}} permissions', { area: t(g.label) })}
                checked={n === 0 ? false : n === g.permissions.length ? true : 'mixed'}
                onChange={(_, d) => set(g.permissions, d.checked === true)}
              />
              <div className={styles.verbs}>
                {g.permissions.map((p) => (
                  <Checkbox
                    key={p}
                    label={permissionVerb(p)}
                    aria-label={p}
                    checked={chosen.has(p)}
                    onChange={(_, d) => set([p], d.checked === true)}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
