/**
 * The ai SDK and its provider packages, imported on first use (loading them with the server cost
 * about half a second of start-up that most starts never use) and then held: `import()` of a loaded
 * package still resolves its specifier on every call (more under a loader hook), and a model call
 * made several of them.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = undefined; // a failed load is tried again next time
      });
    }
    return loading;
  };
}

export const aiSdk = once(() => import('ai'));
export const openaiSdk = once(() => import('@ai-sdk/openai'));
export const anthropicSdk = once(() => import('@ai-sdk/anthropic'));
export const googleSdk = once(() => import('@ai-sdk/google'));
export const azureSdk = once(() => import('@ai-sdk/azure'));
export const openaiCompatibleSdk = once(() => import('@ai-sdk/openai-compatible'));
