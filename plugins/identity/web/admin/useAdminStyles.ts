import { makeStyles, tokens } from '@fluentui/react-components';

/** Styles the admin pages share beyond the list-page ones (links in tables, filter and pager rows). */
export const useAdminStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
  /** A table cell's name that opens something in place: looks like a link, is a button. */
  linkButton: {
    background: 'none',
    border: 'none',
    padding: 0,
    cursor: 'pointer',
    font: 'inherit',
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
  /** Tags (a user's workspaces) wrap inside their cell instead of spilling into the next one. */
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXXS, maxWidth: '100%', minWidth: 0 },
  /** A tag no wider than its cell: a long name ends in an ellipsis (the title has it whole). */
  tag: { maxWidth: '100%', minWidth: 0 },
  tagText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  /** Long unbroken text (emails) wraps anywhere rather than overflow. */
  wrapAnywhere: { overflowWrap: 'anywhere' },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
    marginBottom: tokens.spacingVerticalM,
  },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
  dialogContent: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});
