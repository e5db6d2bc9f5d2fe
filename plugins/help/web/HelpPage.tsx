import { Body1, Button, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { Open20Regular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { useLoaded } from '../../../host/web/components/useLoaded.ts';
import { http } from '../../../host/web/http/http.ts';
import { Card } from '../../../host/web/theme/Card.tsx';
import type { HelpLinks } from '../common/helpLinks.ts';
import { useT } from '../../../host/web/i18n/i18n.ts';
import './helpMessages.ts';

const useStyles = makeStyles({
  page: {
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '800px',
  },
  card: {
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignItems: 'flex-start',
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

/** The entries' texts (English keys; German in i18n/de.ts). */
export const HELP_PAGES: Record<
  string,
  { title: string; key: keyof HelpLinks; text: string; button: string; tips?: string[] }
> = {
  '/blogs': {
    title: 'Blogs',
    key: 'blogs',
    text: 'News of the project: releases, what changed, and how people use it.',
    button: 'Read the blogs',
  },
  '/courses': {
    title: 'Courses',
    key: 'courses',
    text: 'Walk-throughs and examples: building agents, retrieval over your documents, evaluations.',
    button: 'Open the courses',
  },
  '/report-bug': {
    title: 'Report a bug',
    key: 'reportBug',
    text: 'Something does not work as it should? Tell us in the issue tracker. A good report says:',
    button: 'Open a bug report',
    tips: [
      'what you did, step by step, and what you expected;',
      'what happened instead, with the message shown;',
      'the version (profile menu → Version) and the browser;',
      'for a flow, an export of it (flow menu → Export) without credentials.',
    ],
  },
};

/** /blogs, /courses, /report-bug: what the entry is for, and a button to the address the operator set. */
export default function HelpPage() {
  const t = useT();
  const styles = useStyles();
  const [location] = useLocation();
  const page = HELP_PAGES[location] ?? HELP_PAGES['/report-bug'];
  const { data } = useLoaded(() => http.get<HelpLinks>('/docs/links'));
  if (!page) return null;
  return (
    <div className={styles.page}>
      <Title2 as="h1">{t(page.title)}</Title2>
      <Card className={styles.card}>
        <Body1>{t(page.text)}</Body1>
        {page.tips && (
          <ul className={styles.list}>
            {page.tips.map((tip) => (
              <li key={tip}>
                <Body1>{t(tip)}</Body1>
              </li>
            ))}
          </ul>
        )}
        {data ? (
          <Button
            as="a"
            appearance="primary"
            icon={<Open20Regular />}
            href={data[page.key]}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(page.button)}
          </Button>
        ) : (
          <Spinner size="tiny" />
        )}
      </Card>
    </div>
  );
}
