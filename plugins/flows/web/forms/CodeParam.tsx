import type { InputParam } from '../../../../node-registry/types.ts';
import { CodeEditor } from './CodeEditor.tsx';
import { asText, type ParamProps } from './ParamProps.ts';
import type { CodeLanguage } from './useCodeDiagnostics.ts';
import { useNodeText } from './NodeTextContext.tsx';

/**
 * Code fields run as JavaScript function bodies in the sandbox; a field that holds a JSON schema
 * or JSON example (its name or example says so) is checked as JSON instead.
 */
export function codeLanguageOf(param: InputParam): CodeLanguage {
  if (/json|schema/i.test(param.name)) return 'json';
  if (param.codeExample?.trim().startsWith('{') && !param.codeExample.includes('return')) return 'json';
  return 'js';
}

export function CodeParam({ param, value, onChange, id }: ParamProps) {
  const nt = useNodeText();
  return (
    <CodeEditor
      id={id}
      value={asText(value)}
      onChange={onChange}
      language={codeLanguageOf(param)}
      rows={param.rows ?? 10}
      placeholder={param.codeExample ?? nt(param.placeholder)}
    />
  );
}
