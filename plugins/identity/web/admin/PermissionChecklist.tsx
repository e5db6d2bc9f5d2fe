import { Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PERMISSION_GROUPS } from '../../common/permissionCatalogue.ts';
import { useT } from '../../../../host/web/i18n/i18n.ts';
import '../identityMessages.ts';
import {
  groupCheck,
  toggleGroup,
  togglePermission,
  verbLabel,
} from '../../common/rolePermissionSelection.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingVerticalM,
  },
  group: {
    margin: 0,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    flexDirection: 'column',
  },
  verbs: { display: 'flex', flexDirection: 'column', paddingLeft: tokens.spacingHorizontalL },
  count: { color: tokens.colorNeutralForeground3 },
});

export interface PermissionChecklistProps {
  value: readonly string[];
  onChange(next: string[]): void;
  disabled?: boolean;
}

/** The permission catalogue as one checkbox group per area (mixed when partly held). */
export function PermissionChecklist({ value, onChange, disabled }: PermissionChecklistProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.grid}>
      {PERMISSION_GROUPS.map((g) => {
        const held = g.permissions.filter((p) => value.includes(p)).length;
        return (
          <fieldset
            key={g.key}
            className={styles.group}
            aria-label={t('{{area}} permissions', { area: t(g.label) })}
          >
            <Checkbox
              disabled={disabled}
              checked={groupCheck(g, value)}
              onChange={(_, d) => onChange(toggleGroup(g, value, d.checked === true))}
              label={
                <>
                  <Text weight="semibold">{t(g.label)}</Text>{' '}
                  <Text size={200} className={styles.count}>
                    {held}/{g.permissions.length}
                  </Text>
                </>
              }
              aria-label={t('All {{area}} permissions', { area: t(g.label) })}
            />
            <div className={styles.verbs}>
              {g.permissions.map((p) => (
                <Checkbox
                  key={p}
                  disabled={disabled}
                  checked={value.includes(p)}
                  onChange={(_, d) => onChange(togglePermission(g, p, value, d.checked === true))}
                  label={verbLabel(p)}
                  title={p}
                  aria-label={`${t(g.label)}: ${verbLabel(p)} (${p})`}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
