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
 * An organisation's flags: its own stored set when it has one, else the edition's default —
 * enterprise every flag, cloud every flag but SSO, open source none.
 */
export function featuresFor(edition: Edition, stored: Record<string, string> | null): Record<string, string> {
  if (edition === 'oss') return {};
  if (stored) return stored;
  const flags = edition === 'cloud' ? FEATURE_FLAGS.filter((f) => f !== 'feat:sso-config') : FEATURE_FLAGS;
  return Object.fromEntries(flags.map((f) => [f, 'true']));
}
