/** owner and repository of a GitHub repository link (https://github.com/owner/repo[.git][/...]). */
export function parseRepoLink(link: string): { owner: string; repo: string } {
  const m =
    /^https?:\/\/(?:www\.)?github\.com\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?(?:\/.*)?$/.exec(
      link.trim(),
    );
  if (!m) throw new Error(`Not a GitHub repository link: '${link.slice(0, 100)}'`);
  return { owner: m[1] as string, repo: m[2] as string };
}

/** Glob as a regular expression: `**` any path, `*` any name part, `?` one character. */
function globRegex(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === '*' && glob[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/**
 * The Ignore Paths param (a JSON array of globs, or one glob per line or comma) as a test of a
 * file path: a glob without a slash matches the file name anywhere, like .gitignore.
 */
export function ignoredPaths(param: string): (path: string) => boolean {
  let globs: string[] = [];
  const text = param.trim();
  if (text.startsWith('[')) {
    try {
      globs = (JSON.parse(text) as unknown[]).filter((g): g is string => typeof g === 'string');
    } catch {
      throw new Error('Ignore Paths: not a JSON array of globs');
    }
  } else globs = text.split(/[\n,]/);
  const tests = globs
    .map((g) => g.trim())
    .filter(Boolean)
    .map((g) => ({ re: globRegex(g.replace(/^\//, '')), nameOnly: !g.includes('/') }));
  return (path) =>
    tests.some(({ re, nameOnly }) => re.test(path) || (nameOnly && re.test(path.split('/').pop() ?? '')));
}
