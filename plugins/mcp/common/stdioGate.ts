import { RULE_TEXTS, ruleMessage, type SaidText } from '../../../node-registry/rules/ruleMessage.ts';

/** The operator's switch for local (stdio) MCP servers: commands the server would start. */
export const MCP_ALLOW_STDIO = 'MCP_ALLOW_STDIO';

/**
 * Whether stdio MCP servers may run: only when the operator sets MCP_ALLOW_STDIO=true (off by
 * default, since a flow author would choose a command the server runs). Read per call, so the
 * setting applies without a restart of anything but the process environment.
 */
export function stdioAllowed(env: Record<string, string | undefined> = process.env): boolean {
  return env[MCP_ALLOW_STDIO]?.trim().toLowerCase() === 'true';
}

/**
 * What a stdio server would start: a command, or an npx package (with the credential that would
 * reach the service's remote server instead, where there is one).
 */
export type StdioWhat = { command: string } | { package: string; credential?: string };

/**
 * The refusal for a tool (by label and peer name) that needs a stdio server, with its key and
 * values (the web says it in the reader's language; the label is a node text).
 */
export function stdioProblem(label: string, name: string, what: StdioWhat): SaidText {
  const values = { name, setting: MCP_ALLOW_STDIO };
  if ('command' in what)
    return ruleMessage(RULE_TEXTS.stdioCommand, { ...values, command: what.command }, { label });
  if (what.credential)
    return ruleMessage(
      RULE_TEXTS.stdioPackageOrCredential,
      { ...values, package: what.package, credential: what.credential },
      { label },
    );
  return ruleMessage(RULE_TEXTS.stdioPackage, { ...values, package: what.package }, { label });
}

/** The refusal in English, as a run that reaches it throws it. */
export const stdioRefusal = (label: string, name: string, what: StdioWhat): string =>
  stdioProblem(label, name, what).message;
