import { httpError } from '../../../host/server/http/HttpError.ts';
import { normalizeIssuer } from './oidcClient.ts';

/**
 * An issuer as stored (normalised); an http issuer is accepted only on loopback (local test
 * providers), real ones use https. Else a 400 naming `field`.
 */
export function checkIssuer(issuer: string, field = 'body/issuer'): string {
  const value = normalizeIssuer(issuer);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw httpError(400, `${field}: must be a URL`);
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !loopback) throw httpError(400, `${field}: must be an https URL`);
  return value;
}
