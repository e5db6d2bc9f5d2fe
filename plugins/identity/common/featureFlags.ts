import type { Edition } from '../../../host/common/editions.ts';

/** The spec's section 6 feature flags. */
export const FEATURE_FLAGS = [
  'feat:workspaces',
  'feat:sso-config',
  'feat:roles',
  'feat:users',
  'feat:login-activity',
  'feat:datasets',
  'feat:evaluations',
  'feat:evaluators',
  'feat:logs',
  'feat:files',
  'feat:account',
] as const;

/**
 * Flags open source holds too: evaluations ship in every edition (the peer keeps them for its paid
 * tiers); an organisation's stored set can still turn them off.
 */
export const OPEN_FEATURE_FLAGS = ['feat:datasets', 'feat:evaluations', 'feat:evaluators'] as const;

/**
 * An organisation's flags: its own stored set when it has one, else the edition's default —
 * enterprise every flag, cloud every flag but SSO, open source the open ones.
 */
export function featuresFor(edition: Edition, stored: Record<string, string> | null): Record<string, string> {
  if (edition === 'oss') return Object.fromEntries(OPEN_FEATURE_FLAGS.map((f) => [f, 'true']));
  if (stored) return stored;
  const flags = edition === 'cloud' ? FEATURE_FLAGS.filter((f) => f !== 'feat:sso-config') : FEATURE_FLAGS;
  return Object.fromEntries(flags.map((f) => [f, 'true']));
}
