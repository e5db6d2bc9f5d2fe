import {
  Card as FluentCard,
  type CardProps,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CARD_WIDTHS, type CardWidth } from './theme.ts';

const useStyles = makeStyles({
  root: {
    width: '100%',
    marginInline: 'auto',
    borderRadius: tokens.borderRadiusXLarge,
    boxSizing: 'border-box',
  },
});

/**
 * A Fluent card capped at one of the spec's widths (sm 800px, md 960px, full 1280px).
 * @example <Card width="md"><h2>Tools</h2>...</Card>
 */
export function Card({ width = 'full', className, style, ...props }: CardProps & { width?: CardWidth }) {
  const styles = useStyles();
  return (
    <FluentCard
      className={mergeClasses(styles.root, className)}
      style={{ maxWidth: CARD_WIDTHS[width], ...style }}
      {...props}
    />
  );
}
