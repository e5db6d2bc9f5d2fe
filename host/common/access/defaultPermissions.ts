const viewCreateUpdate = [
  'chatflows',
  'agentflows',
  'tools',
  'assistants',
  'credentials',
  'variables',
  'apikeys',
  'documentStores',
  'datasets',
  'evaluations',
  'evaluators',
  'workspace',
];

/** The spec's section 6 'Defaults': what a user holds when their record has no permission list. */
export const DEFAULT_PERMISSIONS: readonly string[] = Object.freeze([
  ...viewCreateUpdate.flatMap((area) => ['view', 'create', 'update'].map((verb) => `${area}:${verb}`)),
  ...['chatflows', 'agentflows'].flatMap((area) =>
    ['duplicate', 'export', 'import'].map((verb) => `${area}:${verb}`),
  ),
  'tools:export',
  'credentials:share',
  'executions:view',
  'templates:marketplace',
  'templates:custom',
]);

/** The user's own permission list, or the defaults when the record has none. */
export function effectivePermissions(
  userPermissions: readonly string[] | null | undefined,
): readonly string[] {
  return Array.isArray(userPermissions) ? userPermissions : DEFAULT_PERMISSIONS;
}
