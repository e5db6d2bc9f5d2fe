import { makeStyles, tokens } from '@fluentui/react-components';

/** Shared look of the host's message pages (Not Found, Access Restricted, Unauthorized). */
export const useMessagePageStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    minHeight: '40vh',
    padding: tokens.spacingHorizontalXXL,
  },
  icon: { color: tokens.colorNeutralForeground3 },
  muted: { color: tokens.colorNeutralForeground2 },
  code: { fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalS },
});
