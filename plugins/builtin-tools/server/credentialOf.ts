import { configCredentialId, type ToolProviderContext } from '../../../host/server/engine/toolProvider.ts';
import type { Config } from './configValues.ts';

/** The config's credential, decrypted; fails naming the tool when none is chosen or a field is empty. */
export async function credentialOf(
  config: Config,
  ctx: ToolProviderContext,
  tool: string,
  required: string[] = [],
): Promise<Record<string, string>> {
  const id = configCredentialId(config);
  if (!id) throw new Error(`${tool}: choose a credential`);
  const { data } = await ctx.credential(id);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) if (typeof v === 'string') out[k] = v;
  for (const f of required) if (!out[f]) throw new Error(`${tool}: the credential has no ${f}`);
  return out;
}
