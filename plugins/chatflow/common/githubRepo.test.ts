import { describe, expect, it } from 'vitest';
import { ignoredPaths, parseRepoLink } from './githubRepo.ts';

describe('githubRepo', () => {
  it('reads owner and repository from a link', () => {
    expect(parseRepoLink('https://github.com/acme/docs')).toEqual({ owner: 'acme', repo: 'docs' });
    expect(parseRepoLink('https://github.com/acme/docs.git')).toEqual({ owner: 'acme', repo: 'docs' });
    expect(parseRepoLink('https://github.com/acme/docs/tree/main/guide')).toEqual({
      owner: 'acme',
      repo: 'docs',
    });
    expect(() => parseRepoLink('https://gitlab.com/acme/docs')).toThrow(/Not a GitHub repository link/);
  });

  it('ignores paths by glob: names anywhere, paths from the root', () => {
    const ignored = ignoredPaths('["*.png", "build/**", "docs/draft-?.md"]');
    expect(ignored('img/logo.png')).toBe(true);
    expect(ignored('build/out/a.js')).toBe(true);
    expect(ignored('docs/draft-1.md')).toBe(true);
    expect(ignored('docs/final.md')).toBe(false);
    expect(ignoredPaths('*.lock, LICENSE')('sub/yarn.lock')).toBe(true);
    expect(ignoredPaths('')('anything')).toBe(false);
  });
});
