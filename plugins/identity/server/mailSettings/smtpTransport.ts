import type { AllowPrivate } from '../../../../host/common/net/allowPrivate.ts';
import { httpError } from '../../../../host/server/http/HttpError.ts';
import { GuardedFetchError } from '../../../../host/server/sandbox/guardedFetchError.ts';
import {
  type HostLookup,
  resolveAllowedAddresses,
  systemLookup,
} from '../../../../host/server/sandbox/resolveAllowedAddresses.ts';
import type { SmtpSettings } from './mailSettingsStore.ts';

/**
 * A transport to an organisation's mail server under the outgoing-request guard: the host is
 * resolved and every address checked as the guarded fetch does (private, loopback and link-local
 * refused unless HTTP_ALLOW_PRIVATE allows them), then the connection goes to the checked address
 * (no second DNS answer), TLS still verifying the certificate against the host name. A refused
 * host answers 400 with the guard's message.
 */
export async function guardedSmtpTransport(
  s: SmtpSettings,
  allowPrivate: AllowPrivate,
  lookup: HostLookup = systemLookup,
) {
  let address: string | undefined;
  try {
    [{ address } = { address: undefined }] = await resolveAllowedAddresses(
      new URL(`http://${s.host.includes(':') && !s.host.startsWith('[') ? `[${s.host}]` : s.host}`),
      allowPrivate,
      lookup,
    );
  } catch (err) {
    if (err instanceof GuardedFetchError || err instanceof TypeError)
      throw httpError(400, `host: ${(err as Error).message}`);
    throw err;
  }
  if (!address) throw httpError(400, `host: ${s.host} has no address`);
  // nodemailer loads with the first mail, not at every server start
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({
    host: address,
    port: s.port,
    secure: s.secure,
    ...(s.user ? { auth: { user: s.user, pass: s.password ?? '' } } : {}),
    tls: { servername: s.host },
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
  });
}

/** The sender: the configured address, else the login name when it is an address, else no-reply@host. */
export function senderOf(s: SmtpSettings): string {
  return s.from || (s.user?.includes('@') ? s.user : `Brains Studio <no-reply@${s.host}>`);
}
