import { makeStyles, tokens } from '@fluentui/react-components';

export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  mono: {
    fontFamily: tokens.fontFamilyMonospace,
    '& textarea': { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  },
  error: {
    color: tokens.colorPaletteRedForeground1,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  optional: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  rowHeader: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  grow: { flexGrow: 1, minWidth: 0 },
  full: { width: '100%', minWidth: 0, boxSizing: 'border-box' },
  inline: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  help: {
    whiteSpace: 'pre-wrap',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
  },
});
