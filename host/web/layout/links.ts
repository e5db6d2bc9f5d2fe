/**
 * External addresses the shell links to.
 *
 * DECISION: the version dialog's "Latest Version" reads the GitHub releases API of our own
 * open-source repository (fields name, html_url, published_at). The peer reads its own
 * (FlowiseAI/Flowise); an operator can point elsewhere with VITE_LATEST_RELEASE_URL at build time.
 */
export const PROJECT_REPO_URL = 'https://github.com/brains-studio/brains-studio';
export const LATEST_RELEASE_URL: string =
  import.meta.env.VITE_LATEST_RELEASE_URL ??
  'https://api.github.com/repos/brains-studio/brains-studio/releases/latest';
/** The cloud drawer's Documentation link: the help plugin's documentation page. */
export const DOCUMENTATION_PATH = '/docs';
