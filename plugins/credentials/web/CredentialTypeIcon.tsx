import { makeStyles, tokens } from '@fluentui/react-components';
import { PluginIcon } from '../../../host/web/icons/PluginIcon.tsx';

const useStyles = makeStyles({
  badge: {
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusMedium,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
});

/** A credential type's icon on a tinted square (readable in light and dark themes). */
export function CredentialTypeIcon({ icon }: { icon: string | undefined }) {
  const styles = useStyles();
  return (
    <span className={styles.badge} aria-hidden>
      <PluginIcon name={icon} />
    </span>
  );
}
