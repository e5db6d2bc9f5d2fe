import { Button, CounterBadge, makeStyles, tokens } from '@fluentui/react-components';
import { Star24Regular } from '@fluentui/react-icons';
import { PROJECT_REPO_URL } from './links.ts';
import { useT } from '../i18n/i18n.ts';

const useStyles = makeStyles({ button: { gap: tokens.spacingHorizontalS } });

/** Section 2: star-count badge (cloud and open source); the count is fixed at 0. */
export const STAR_COUNT = 0;

export function StarBadge() {
  const t = useT();
  return (
    <Button
      as="a"
      href={PROJECT_REPO_URL}
      target="_blank"
      rel="noreferrer"
      appearance="subtle"
      icon={<Star24Regular />}
      className={useStyles().button}
      aria-label={t('Star on GitHub, {{count}} stars', { count: STAR_COUNT })}
    >
      <CounterBadge
        count={STAR_COUNT}
        showZero
        appearance="ghost"
        color="informative"
        data-testid="star-count"
      />
    </Button>
  );
}
