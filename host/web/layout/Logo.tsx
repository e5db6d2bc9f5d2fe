import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'wouter';
import { LANDING_PATH } from '../router/paths.ts';
import { useT } from '../i18n/i18n.ts';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase500,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

/** The header logo: a mark and the product name, linking to the landing path. */
export function Logo() {
  const t = useT();
  const styles = useStyles();
  return (
    <Link href={LANDING_PATH} className={styles.link} aria-label={t('Brains Studio home')}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="8" fill={tokens.colorBrandBackground} />
        <circle cx="9" cy="10" r="3" fill="#fff" />
        <circle cx="19" cy="10" r="3" fill="#fff" />
        <circle cx="14" cy="19" r="3" fill="#fff" />
        <path d="M9 10 L14 19 L19 10" stroke="#fff" strokeWidth="1.6" fill="none" />
      </svg>
      <span>Brains Studio</span>
    </Link>
  );
}
