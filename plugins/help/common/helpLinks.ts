/** Where the Help menu's outside entries lead; an operator sets them with HELP_*_URL. */
export interface HelpLinks {
  blogs: string;
  courses: string;
  reportBug: string;
}

export const HELP_LINK_ENV: Record<keyof HelpLinks, string> = {
  blogs: 'HELP_BLOGS_URL',
  courses: 'HELP_COURSES_URL',
  reportBug: 'HELP_REPORT_BUG_URL',
};

const REPO = 'https://github.com/brains-studio/brains-studio';
export const DEFAULT_HELP_LINKS: HelpLinks = {
  blogs: `${REPO}/discussions/categories/announcements`,
  courses: `${REPO}/discussions/categories/show-and-tell`,
  reportBug: `${REPO}/issues/new`,
};

/** The links from the environment: an http(s) URL replaces the default, anything else is ignored. */
export function helpLinks(env: Record<string, string | undefined>): HelpLinks {
  const pick = (key: keyof HelpLinks) => {
    const v = env[HELP_LINK_ENV[key]]?.trim();
    return v && /^https?:\/\/\S+$/i.test(v) ? v : DEFAULT_HELP_LINKS[key];
  };
  return { blogs: pick('blogs'), courses: pick('courses'), reportBug: pick('reportBug') };
}
