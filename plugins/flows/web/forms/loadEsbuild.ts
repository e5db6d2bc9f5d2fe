import {
  type CodeDiagnostic,
  checkCodeSyntax,
  type TransformFn,
} from '../../common/forms/esbuildDiagnostics.ts';

let ready: Promise<TransformFn> | undefined;

/**
 * esbuild-wasm is about 10 MB: it loads on first use of a code field only, once per page, and
 * compiles in its own worker so typing never waits for it.
 */
function loadTransform(): Promise<TransformFn> {
  ready ??= (async () => {
    const [esbuild, wasm] = await Promise.all([
      import('esbuild-wasm'),
      import('esbuild-wasm/esbuild.wasm?url'),
    ]);
    await esbuild.initialize({ wasmURL: wasm.default, worker: true });
    return esbuild.transform as TransformFn;
  })();
  ready.catch(() => {
    ready = undefined; // a failed download may be retried on the next check
  });
  return ready;
}

/** The default syntax check of code fields: esbuild-wasm in the browser. */
export async function esbuildCheckSyntax(code: string, language: 'js' | 'ts'): Promise<CodeDiagnostic[]> {
  return checkCodeSyntax(await loadTransform(), code, language);
}
