/** A syntax problem to show under a code field; line and column count from 1. */
export interface CodeDiagnostic {
  line: number;
  column: number;
  message: string;
}

/** The part of esbuild's Message this needs (esbuild gives line from 1, column from 0). */
export interface EsbuildMessageLike {
  text: string;
  location?: { line: number; column: number } | null;
}

/** The transform function of esbuild or esbuild-wasm, initialised. */
export type TransformFn = (
  code: string,
  options: { loader: 'js' | 'ts'; format?: 'esm' | 'cjs' | 'iife'; logLevel?: 'silent' },
) => Promise<unknown>;

export function mapEsbuildMessages(messages: readonly EsbuildMessageLike[]): CodeDiagnostic[] {
  return messages.map((m) => ({
    line: m.location?.line ?? 1,
    column: (m.location?.column ?? 0) + 1,
    message: m.text,
  }));
}

/** One line for the field: "Line 3, column 7: Expected ';' but found 'x'". */
export function formatDiagnostic(d: CodeDiagnostic): string {
  return `Line ${d.line}, column ${d.column}: ${d.message}`;
}

/**
 * Node code is a function body (top-level `return`, `await`), so it is checked wrapped in an async
 * function; the wrapper line is taken off the reported line numbers.
 */
const WRAP_HEAD = 'async function __body__() {\n';

/** Syntax problems of a function body, compiled by esbuild as JavaScript or TypeScript. */
export async function checkCodeSyntax(
  transform: TransformFn,
  code: string,
  language: 'js' | 'ts' = 'js',
): Promise<CodeDiagnostic[]> {
  try {
    await transform(`${WRAP_HEAD}${code}\n}`, { loader: language, format: 'esm', logLevel: 'silent' });
    return [];
  } catch (err) {
    const errors = (err as { errors?: EsbuildMessageLike[] }).errors;
    if (!Array.isArray(errors)) throw err;
    const lines = code.split('\n').length;
    return mapEsbuildMessages(errors).map((d) => {
      const line = d.line - 1;
      // a missing '}' is reported on the wrapper's closing line: show it at the end of the code
      return line >= 1 && line <= lines ? { ...d, line } : { ...d, line: lines, column: 1 };
    });
  }
}
