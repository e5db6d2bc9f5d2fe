import bcrypt from 'bcryptjs';
import { peerIds, type PeerTables } from './peerRows.ts';

/** The peer's people, for the checks: ids, emails and the passwords behind their bcrypt hashes. */
export const PEOPLE = {
  organization: '1a000000-0000-4000-8000-0000000000a0',
  ownerRole: '1a000000-0000-4000-8000-0000000000a1',
  memberRole: '1a000000-0000-4000-8000-0000000000a2',
  editorRole: '1a000000-0000-4000-8000-0000000000a3',
  research: '1a000000-0000-4000-8000-0000000000a4',
  researchTool: '1a000000-0000-4000-8000-0000000000a5',
  ann: {
    id: '1a000000-0000-4000-8000-0000000000f3',
    email: 'ann@example.com',
    password: 'Ann-Peer-Passw0rd',
  },
  bob: {
    id: '1a000000-0000-4000-8000-0000000000f4',
    email: 'Bob@Example.com',
    password: 'Bob-Peer-Passw0rd',
  },
  twin: { id: '1a000000-0000-4000-8000-0000000000f5' },
  gone: { id: '1a000000-0000-4000-8000-0000000000f6' },
  shares: [
    '1a000000-0000-4000-8000-0000000000c1',
    '1a000000-0000-4000-8000-0000000000c2',
    '1a000000-0000-4000-8000-0000000000c3',
  ],
} as const;

/** The custom template of peerRows' 3.x database. */
export const PEER_TEMPLATE = '1a000000-0000-4000-8000-0000000000f1';

/** A permission the peer has and this product does not. */
export const UNKNOWN_PERMISSION = 'workspace:export-audit';

/**
 * The 3.x tables of `tables` with the peer's enterprise people added: its organisation, its
 * general owner and member roles and an own role ('Flow editor', one permission we lack), users
 * with bcrypt passwords (Ann the peer's $2a$ kind; Bob; one whose email is `takenEmail` here; one
 * deleted there), a second workspace 'Research' holding a tool (`toolName`: an invalid one makes
 * the import fail after the people are written), memberships, and items its Default Workspace
 * shares with Research.
 */
export function withPeerPeople(
  tables: PeerTables,
  takenEmail: string,
  toolName = 'research_tool',
): PeerTables {
  const PEER = peerIds('3.x');
  const hash = (password: string) => bcrypt.hashSync(password, 4).replace(/^\$2b\$/, '$2a$');
  const org = PEOPLE.organization;
  return {
    ...tables,
    organization: [{ id: org, name: 'Default Organization' }],
    role: [
      { id: PEOPLE.ownerRole, organizationId: null, name: 'owner', permissions: '[]' },
      { id: PEOPLE.memberRole, organizationId: null, name: 'member', permissions: '["chatflows:view"]' },
      {
        id: PEOPLE.editorRole,
        organizationId: org,
        name: 'Flow editor',
        description: 'Edits flows',
        permissions: JSON.stringify(['chatflows:view', 'chatflows:update', UNKNOWN_PERMISSION]),
      },
    ],
    user: [
      {
        id: PEOPLE.ann.id,
        name: 'Ann',
        email: PEOPLE.ann.email,
        credential: hash(PEOPLE.ann.password),
        status: 'active',
      },
      {
        id: PEOPLE.bob.id,
        name: 'Bob',
        email: PEOPLE.bob.email,
        credential: hash(PEOPLE.bob.password),
        status: 'active',
      },
      { id: PEOPLE.twin.id, name: 'Twin', email: takenEmail, credential: hash('x'), status: 'active' },
      { id: PEOPLE.gone.id, name: 'Gone', email: 'gone@example.com', status: 'deleted' },
    ],
    workspace: [
      { id: PEER.workspace, name: 'Default Workspace', organizationId: org },
      { id: PEOPLE.research, name: 'Research', description: 'Lab', organizationId: org },
    ],
    organization_user: [
      { organizationId: org, userId: PEOPLE.ann.id, roleId: PEOPLE.ownerRole, status: 'active' },
      { organizationId: org, userId: PEOPLE.bob.id, roleId: PEOPLE.memberRole, status: 'active' },
    ],
    workspace_user: [
      { workspaceId: PEOPLE.research, userId: PEOPLE.ann.id, roleId: PEOPLE.ownerRole },
      { workspaceId: PEOPLE.research, userId: PEOPLE.bob.id, roleId: PEOPLE.editorRole },
      { workspaceId: PEER.workspace, userId: PEOPLE.bob.id, roleId: PEOPLE.memberRole },
      { workspaceId: PEOPLE.research, userId: PEOPLE.twin.id, roleId: PEOPLE.memberRole },
    ],
    // Its Default Workspace shares its credential and its template with Research; one share names
    // a workspace the database lacks.
    workspace_shared: [
      {
        id: PEOPLE.shares[0],
        workspaceId: PEOPLE.research,
        sharedItemId: PEER.credential,
        itemType: 'credential',
      },
      {
        id: PEOPLE.shares[1],
        workspaceId: PEOPLE.research,
        sharedItemId: PEER_TEMPLATE,
        itemType: 'custom_template',
      },
      {
        id: PEOPLE.shares[2],
        workspaceId: 'gone-workspace',
        sharedItemId: PEER.credential,
        itemType: 'credential',
      },
    ],
    tool: [
      ...(tables.tool ?? []),
      {
        id: PEOPLE.researchTool,
        name: toolName,
        description: 'Research only',
        color: '#102030',
        schema: '[]',
        func: 'return "r";',
        workspaceId: PEOPLE.research,
      },
    ],
  };
}
