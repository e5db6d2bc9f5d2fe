import { useEffect, useState } from 'react';
import { type CodeDiagnostic, formatDiagnostic } from '../../common/forms/esbuildDiagnostics.ts';
import { jsonErrorMessage } from '../../common/forms/jsonErrorMessage.ts';
import { useFormContext } from './FormContext.tsx';

export type CodeLanguage = 'js' | 'ts' | 'json';

/** Pause after the last key before compiling, so fast typing compiles once. */
export const CHECK_DELAY_MS = 300;

/**
 * The first syntax problem of the code as a line of text, checked a moment after typing stops:
 * JavaScript/TypeScript by the form's checker (esbuild-wasm), JSON by the JSON parser.
 */
export function useCodeDiagnostics(
  code: string,
  language: CodeLanguage,
): { problem: string | null; checking: boolean } {
  const { checkSyntax } = useFormContext();
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (language === 'json') {
      setProblem(jsonErrorMessage(code));
      return;
    }
    if (code.trim() === '') {
      setProblem(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setChecking(true);
      checkSyntax(code, language)
        .then((found: CodeDiagnostic[]) => live && setProblem(found[0] ? formatDiagnostic(found[0]) : null))
        // the checker failing to load is no syntax error: say nothing rather than something wrong
        .catch(() => live && setProblem(null))
        .finally(() => live && setChecking(false));
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [code, language, checkSyntax]);
  return { problem, checking };
}
