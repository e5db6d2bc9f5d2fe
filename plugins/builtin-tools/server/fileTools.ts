import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { ToolProvider } from '../../../host/server/engine/toolProvider.ts';
import { plainText } from './configValues.ts';
import { RULE_TEXTS, ruleMessage } from '../../../node-registry/rules/ruleMessage.ts';

/** Operators switch the file tools on; off, a flow naming them fails when it runs. */
export const FILE_TOOLS_ENV = 'ENABLE_FILE_TOOLS';
const enabled = () => process.env[FILE_TOOLS_ENV] === 'true';

/**
 * A path inside the workspace's folder under DATA_DIR/tool-files; anything outside is refused. The
 * base path is the flow author's too, so the check is against the workspace folder, not the base.
 */
export function inside(dataDir: string | undefined, workspaceId: string, base: string, path: string): string {
  if (!dataDir) throw new Error('File tools need the server’s DATA_DIR');
  const workspaceRoot = resolve(dataDir, 'tool-files', workspaceId);
  const full = resolve(workspaceRoot, base || '.', path);
  const rel = relative(workspaceRoot, full);
  if (!path || rel === '' || rel.startsWith('..') || isAbsolute(rel))
    throw new Error(`Path '${join(base, path)}' is outside the tool's folder`);
  return full;
}

function fileTool(mode: 'read' | 'write'): ToolProvider {
  return {
    name: mode === 'read' ? 'readFile' : 'writeFile',
    label: mode === 'read' ? 'Read File' : 'Write File',
    description: `${mode === 'read' ? 'Read a file from' : 'Write a file to'} the workspace's folder on the server (${FILE_TOOLS_ENV}=true)`,
    category: 'Tools',
    inputs: [
      {
        label: 'Base Path',
        name: 'basePath',
        type: 'string',
        optional: true,
        description: 'A sub-folder of the workspace folder',
      },
    ],
    check: () =>
      enabled()
        ? []
        : [
            ruleMessage(
              RULE_TEXTS.toolSwitchedOff,
              { setting: FILE_TOOLS_ENV },
              { tool: mode === 'read' ? 'Read File' : 'Write File' },
            ),
          ],
    async tools(c, ctx) {
      if (!enabled())
        throw new Error(
          `File tools are switched off on this server (${FILE_TOOLS_ENV}=true switches them on)`,
        );
      const base = plainText(c.basePath);
      return [
        mode === 'read'
          ? {
              name: 'read_file',
              description: 'Reads a text file from disk',
              schema: {
                type: 'object',
                properties: { file_path: { type: 'string' } },
                required: ['file_path'],
              },
              run: async (args) =>
                readFile(inside(ctx.dataDir, ctx.workspaceId, base, String(args.file_path ?? '')), 'utf8'),
            }
          : {
              name: 'write_file',
              description: 'Writes a text file to disk',
              schema: {
                type: 'object',
                properties: { file_path: { type: 'string' }, text: { type: 'string' } },
                required: ['file_path', 'text'],
              },
              async run(args) {
                const full = inside(ctx.dataDir, ctx.workspaceId, base, String(args.file_path ?? ''));
                await mkdir(dirname(full), { recursive: true });
                await writeFile(full, String(args.text ?? ''), 'utf8');
                return `File written to ${join(base, String(args.file_path))}`;
              },
            },
      ];
    },
  };
}

export const readFileTool = fileTool('read');
export const writeFileTool = fileTool('write');
