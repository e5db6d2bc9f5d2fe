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

/** The refusal for a tool (by label and peer name) that needs a stdio server. */
export function stdioRefusal(label: string, name: string, what: string): string {
  return (
    `${label} (${name}) runs ${what} as a local MCP server (stdio), which this server does not allow: ` +
    `an operator can set ${MCP_ALLOW_STDIO}=true to allow it`
  );
}
