import type { LoadedDocument } from '../../../document-stores/public.ts';
import { applyMetadata, metadataKeyList } from '../../../document-stores/public.ts';
import { createGuardedFetch } from '../../../../host/server/sandbox/guardedFetch.ts';
import { ignoredPaths, parseRepoLink } from '../../common/githubRepo.ts';
import { booleanInput, numberInput, objectInput, textInput } from '../componentInputs.ts';
import type { ChatflowComponent } from '../componentTypes.ts';
import { loaderOutput } from './loaderComponents.ts';

/** GitHub's REST API (tests point it at a local GitHub-protocol server through services.modelBaseURL). */
export const GITHUB_API = 'https://api.github.com';
/** Files of one load at most, and bytes of one file: a repository is read for its text, not whole. */
const MAX_FILES = 500;
const MAX_FILE_BYTES = 1_000_000;
const BINARY =
  /\.(png|jpe?g|gif|webp|ico|bmp|pdf|zip|gz|tgz|tar|jar|exe|dll|so|dylib|woff2?|ttf|eot|mp[34]|mov|avi|wasm|bin|lock)$/i;

interface TreeEntry {
  path: string;
  type: string;
  size?: number;
}

/**
 * Github: the text files of a repository branch through GitHub's REST API and the guarded fetch
 * (the tree, then each file's raw content), with the node's access token when it has one.
 * Binary files, ignored paths and files over 1 MB are skipped; at most 500 files load.
 */
export const githubLoader: ChatflowComponent = {
  async init(ctx) {
    const { owner, repo } = parseRepoLink(textInput(ctx, 'repoLink'));
    const branch = textInput(ctx, 'branch').trim() || 'main';
    const recursive = booleanInput(ctx, 'recursive');
    const ignored = ignoredPaths(textInput(ctx, 'ignorePath'));
    const concurrency = Math.max(1, Math.min(10, numberInput(ctx, 'maxConcurrency', 4)));
    const cred = await ctx.credential();
    const api = (ctx.run.services.modelBaseURL?.github ?? GITHUB_API).replace(/\/+$/, '');
    const fetch = createGuardedFetch({ allowPrivate: ctx.run.services.allowPrivate });
    const headers = {
      'user-agent': 'brains-studio',
      'x-github-api-version': '2022-11-28',
      ...(typeof cred.accessToken === 'string' && cred.accessToken
        ? { authorization: `Bearer ${cred.accessToken}` }
        : {}),
    };
    const get = async (path: string, accept: string) => {
      const res = await fetch(`${api}${path}`, { headers: { ...headers, accept }, signal: ctx.run.signal });
      if (!res.ok)
        throw new Error(
          `GitHub answered HTTP ${res.status} for ${owner}/${repo}: ${res.text().slice(0, 200)}`,
        );
      return res;
    };
    const base = `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
    const tree = (
      await get(
        `${base}/git/trees/${encodeURIComponent(branch)}${recursive ? '?recursive=1' : ''}`,
        'application/vnd.github+json',
      )
    ).json() as {
      tree?: TreeEntry[];
    };
    const files = (tree.tree ?? [])
      .filter(
        (e) =>
          e.type === 'blob' && !BINARY.test(e.path) && !ignored(e.path) && (e.size ?? 0) <= MAX_FILE_BYTES,
      )
      .slice(0, MAX_FILES);
    const docs: LoadedDocument[] = new Array(files.length);
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const i = next++;
        const file = files[i] as TreeEntry;
        const path = file.path.split('/').map(encodeURIComponent).join('/');
        const raw = await get(
          `${base}/contents/${path}?ref=${encodeURIComponent(branch)}`,
          'application/vnd.github.raw',
        );
        docs[i] = {
          pageContent: raw.text(),
          metadata: { source: file.path, repository: `${owner}/${repo}`, branch },
        };
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
    const withText = docs.filter((d) => d.pageContent.trim());
    return loaderOutput(
      ctx,
      applyMetadata(withText, objectInput(ctx, 'metadata'), metadataKeyList(ctx.inputs.omitMetadataKeys)),
    );
  },
};
