/**
 * One step of a peer database import, as the CLI prints it and the dialog shows it (with a
 * progress bar when it counts): `text` is one of STEP_TEXTS, English with {{placeholders}}, which
 * the dialog translates through the catalogue.
 */
export interface ImportStep {
  text: (typeof STEP_TEXTS)[keyof typeof STEP_TEXTS];
  values?: Record<string, string | number>;
  /** A step that counts: rows done so far of total. */
  done?: number;
  total?: number;
}

export const STEP_TEXTS = {
  reading: "Reading the peer's {{source}}",
  table: 'Reading {{table}}: {{count}} rows',
  storage: 'Document store files: {{count}} found in {{folder}}',
  decrypting: 'Decrypting {{count}} credentials',
  people: 'Importing users, roles and workspaces',
  credentials: 'Credentials: {{count}} imported',
  set: 'Importing {{set}}: {{done}} of {{total}}',
  apiKeys: 'API keys: {{count}} imported',
  mcpServers: 'MCP servers: {{count}} imported',
  ssoProviders: 'Importing single sign-on providers',
} as const;

/** The step in English, its placeholders filled (what the CLI prints). */
export function stepText(step: ImportStep): string {
  return step.text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    step.values && name in step.values ? String(step.values[name]) : whole,
  );
}

/**
 * Whether a counting step is worth telling, given the count told last for its set (undefined:
 * none yet): its first count, its last, and each time it passes another twentieth of the way (a
 * set of 100,000 messages tells about 20 steps, not 100,000; rows counted in batches still tell).
 */
export function worthTelling(previous: number | undefined, done: number, total: number): boolean {
  if (previous === undefined || done >= total) return true;
  return Math.floor((done * 20) / total) > Math.floor((previous * 20) / total);
}
