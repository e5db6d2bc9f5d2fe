/**
 * The permission vocabulary every plugin shares (spec section 6 and the variants its defaults
 * imply): identity's roles are made of it, API keys pick from it.
 */
export interface PermissionGroup {
  /** The area, e.g. 'chatflows'. */
  key: string;
  label: string;
  /** Full permission names, e.g. 'chatflows:view'. */
  permissions: string[];
}

const group = (key: string, label: string, verbs: string[]): PermissionGroup => ({
  key,
  label,
  permissions: verbs.map((v) => `${key}:${v}`),
});

const flowVerbs = [
  'view',
  'create',
  'update',
  'duplicate',
  'delete',
  'export',
  'import',
  'config',
  'domains',
];
const crud = ['view', 'create', 'update', 'delete'];

/**
 * Every permission a role can hold, grouped for the roles page: the spec's section 6 list plus the
 * create/update/delete/export/import/share variants its defaults imply.
 */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  group('chatflows', 'Chatflows', flowVerbs),
  group('agentflows', 'Agentflows', flowVerbs),
  group('tools', 'Tools', [...crud, 'export']),
  group('assistants', 'Assistants', crud),
  group('credentials', 'Credentials', [...crud, 'share']),
  group('variables', 'Variables', crud),
  group('apikeys', 'API Keys', crud),
  group('documentStores', 'Document Stores', [
    ...crud,
    'add-loader',
    'delete-loader',
    'preview-process',
    'upsert-config',
  ]),
  group('datasets', 'Datasets', crud),
  group('evaluations', 'Evaluations', [...crud, 'run']),
  group('evaluators', 'Evaluators', crud),
  group('executions', 'Executions', ['view', 'update', 'delete']),
  group('templates', 'Templates', [
    'marketplace',
    'custom',
    'custom-delete',
    'toolexport',
    'flowexport',
    'custom-share',
  ]),
  group('logs', 'Logs', ['view']),
  group('workspace', 'Workspace', [
    'view',
    'create',
    'update',
    'delete',
    'add-user',
    'unlink-user',
    'export',
    'import',
  ]),
  group('users', 'Users', ['manage']),
  group('roles', 'Roles', ['manage']),
  group('sso', 'SSO', ['manage']),
  group('loginActivity', 'Login Activity', ['view']),
];

export const ALL_PERMISSIONS: readonly string[] = PERMISSION_GROUPS.flatMap((g) => g.permissions);
