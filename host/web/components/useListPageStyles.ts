import { makeStyles, tokens } from '@fluentui/react-components';

/** The layout every resource list page shares: padded column, header row with title and actions. */
export const useListPageStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { flex: 1 },
  card: { padding: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
  emptyIcon: { fontSize: '48px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end' },
});
