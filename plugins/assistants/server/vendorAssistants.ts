import type { FastifyRequest } from 'fastify';
import { requestScope } from '../../../host/server/access/requestScope.ts';
import { httpError } from '../../../host/server/http/HttpError.ts';
import type { ServerContext } from '../../../host/server/plugin/definePluginServer.ts';
import type { Flow } from '../../../node-registry/flow.ts';
import { resolveCredential } from '../../credentials/public.ts';
import {
  parseVendorDetails,
  VENDOR_CREDENTIAL,
  type VendorAssistantDetails,
  type VendorType,
  vendorTypeOf,
} from '../common/vendorAssistant.ts';
import { vendorAssistantFlow } from '../common/vendorAssistantFlow.ts';
import { type VendorEndpoint, vendorEndpoint } from './vendorEndpoint.ts';

/** details as sent: JSON text (the peer's clients) or an object. */
export function detailsObject(raw: unknown): Record<string, unknown> {
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      throw httpError(400, 'body/details: must be JSON');
    }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw httpError(400, 'body/details: must be an object');
  return v as Record<string, unknown>;
}

/**
 * A credential of the workspace (its own or shared with it) of the type a vendor assistant
 * needs, decrypted for a server-side call; 400 naming `field` when it is missing, unknown here
 * or of another type. Its values never leave the server.
 */
export async function vendorCredential(
  ctx: Pick<ServerContext, 'db' | 'config'>,
  workspaceId: string,
  id: string | null | undefined,
  field: string,
  type?: VendorType,
) {
  if (!id) throw httpError(400, `${field}: choose an OpenAI or Azure OpenAI credential`);
  let credential: Awaited<ReturnType<typeof resolveCredential>>;
  try {
    credential = await resolveCredential(ctx.db, workspaceId, id, ctx.config);
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404)
      throw httpError(400, `${field}: credential ${id} not found`);
    throw err;
  }
  const found = vendorTypeOf(credential.credentialName);
  if (!found || (type && found !== type))
    throw httpError(
      400,
      `${field}: ${type ? `a ${type} assistant needs a ${VENDOR_CREDENTIAL[type]}` : 'an OpenAI or Azure OpenAI'} credential, not ${credential.credentialName}`,
    );
  return { ...credential, type: found };
}

/** The endpoint a request's `?credential=` stands for (vector stores and files routes). */
export async function endpointOf(
  req: FastifyRequest<{ Querystring: { credential: string; baseURL?: string } }>,
  ctx: Pick<ServerContext, 'db' | 'config'>,
): Promise<VendorEndpoint> {
  const c = await vendorCredential(
    ctx,
    requestScope(req).workspaceId,
    req.query.credential,
    'querystring/credential',
  );
  const base = req.query.baseURL?.trim();
  if (base && !/^https?:\/\/\S+$/.test(base))
    throw httpError(400, 'querystring/baseURL: an http or https address');
  return vendorEndpoint(c.type, c, base || undefined);
}

/** An OpenAI or Azure assistant ready to store: its details checked, its credential checked, its flow. */
export async function prepareVendorAssistant(
  ctx: Pick<ServerContext, 'db' | 'config' | 'registry'>,
  workspaceId: string,
  type: VendorType,
  raw: unknown,
  credentialId: string | null | undefined,
): Promise<{ details: VendorAssistantDetails; flow: Flow; credential: string }> {
  const parsed = parseVendorDetails(detailsObject(raw), type);
  if ('error' in parsed) throw httpError(400, parsed.error);
  await vendorCredential(ctx, workspaceId, credentialId, 'body/credential', type);
  const flow = vendorAssistantFlow(parsed.details, credentialId as string, (n) => ctx.registry.nodes.get(n));
  return { details: parsed.details, flow, credential: credentialId as string };
}
