import { randomUUID } from 'node:crypto';
import { type Attempt, at } from './escalationGrants.ts';

/**
 * The escalation matrix's organisation-wide attempts: the owner of a workspace is no
 * organisation admin (login activity, SSO configuration, the mail server, the organisation itself).
 */
export const ORGANIZATION_ATTEMPTS: Attempt[] = [
  at({
    route: 'PUT /api/v1/organizationuser',
    title: 'owner gives itself the owner role in the organisation',
    caller: 'owner',
    call: (c) => ({
      path: '/api/v1/organizationuser',
      body: { organizationId: c.organizationId, userId: c.users.owner.id, roleId: 'owner' },
    }),
    expect: 'refused',
  }),
  at({
    route: 'PUT /api/v1/organizationuser',
    title: 'owner makes itself organisation admin',
    caller: 'owner',
    call: (c) => ({
      path: '/api/v1/organizationuser',
      body: { organizationId: c.organizationId, userId: c.users.owner.id, isOrganizationAdmin: true },
    }),
    expect: 'refused',
  }),
  at({
    route: 'PUT /api/v1/organizationuser',
    title: 'owner disables a user of another workspace',
    caller: 'owner',
    call: (c) => ({
      path: '/api/v1/organizationuser',
      body: { organizationId: c.organizationId, userId: c.users.bystander.id, status: 'disabled' },
    }),
    expect: 'refused',
  }),
  at({
    route: 'PUT /api/v1/organizationuser',
    title: 'admin disables a user',
    caller: 'admin',
    call: async (c) => ({
      path: '/api/v1/organizationuser',
      body: { organizationId: c.organizationId, userId: (await c.spare(c.other)).id, status: 'disabled' },
    }),
    expect: 'allowed',
  }),
  at({
    route: 'DELETE /api/v1/organizationuser',
    title: 'owner removes a user of another workspace from the organisation',
    caller: 'owner',
    call: (c) => ({
      path: `/api/v1/organizationuser?organizationId=${c.organizationId}&userId=${c.users.bystander.id}`,
    }),
    expect: 'refused',
  }),
  at({
    route: 'DELETE /api/v1/organizationuser',
    title: 'admin removes a user',
    caller: 'admin',
    call: async (c) => ({
      path: `/api/v1/organizationuser?organizationId=${c.organizationId}&userId=${(await c.spare(c.other)).id}`,
    }),
    expect: 'allowed',
  }),
  at({
    route: 'PUT /api/v1/user',
    title: 'owner disables a user of another workspace',
    caller: 'owner',
    call: (c) => ({ path: '/api/v1/user', body: { id: c.users.bystander.id, status: 'disabled' } }),
    expect: 'refused',
  }),
  at({
    route: 'PUT /api/v1/user',
    title: 'admin disables a user',
    caller: 'admin',
    call: async (c) => ({
      path: '/api/v1/user',
      body: { id: (await c.spare(c.other)).id, status: 'disabled' },
    }),
    expect: 'allowed',
  }),
  at({
    route: 'POST /api/v1/audit/login-activity',
    title: "owner reads the organisation's login activity",
    caller: 'owner',
    call: () => ({ path: '/api/v1/audit/login-activity', body: {} }),
    expect: 'refused',
  }),
  at({
    route: 'POST /api/v1/audit/login-activity',
    title: 'admin reads the login activity',
    caller: 'admin',
    call: () => ({ path: '/api/v1/audit/login-activity', body: {} }),
    expect: 'allowed',
  }),
  // The organisation's mail server: its settings (a password among them) are the admins'.
  at({
    route: 'GET /api/v1/email-settings',
    title: "owner reads the organisation's mail server settings",
    caller: 'owner',
    call: () => ({ path: '/api/v1/email-settings' }),
    expect: 'refused',
  }),
  at({
    route: 'GET /api/v1/email-settings',
    title: 'admin reads the mail server settings',
    caller: 'admin',
    call: () => ({ path: '/api/v1/email-settings' }),
    expect: 'allowed',
  }),
  at({
    route: 'PUT /api/v1/email-settings',
    title: "owner points the organisation's mail at its own server",
    caller: 'owner',
    call: () => ({
      path: '/api/v1/email-settings',
      body: { host: 'mail.evil.example', port: 587, secure: false, user: 'x', password: 'y' },
    }),
    expect: 'refused',
  }),
  at({
    route: 'POST /api/v1/email-settings/test',
    title: 'owner sends a test mail through the organisation server',
    caller: 'owner',
    call: () => ({ path: '/api/v1/email-settings/test', body: { to: 'someone@example.com' } }),
    expect: 'refused',
  }),
  at({
    route: 'GET /api/v1/sso-config',
    title: "owner reads the organisation's SSO configuration",
    caller: 'owner',
    call: () => ({ path: '/api/v1/sso-config' }),
    expect: 'refused',
  }),
  at({
    route: 'GET /api/v1/sso-config',
    title: 'admin reads the SSO configuration',
    caller: 'admin',
    call: () => ({ path: '/api/v1/sso-config' }),
    expect: 'allowed',
  }),
  at({
    route: 'PUT /api/v1/sso-config',
    title: 'owner adds an SSO provider',
    caller: 'owner',
    call: () => ({
      path: '/api/v1/sso-config',
      body: { label: 'Evil', issuer: 'https://idp.example.com', clientId: 'x', enabled: true },
    }),
    expect: 'refused',
  }),
  at({
    route: 'POST /api/v1/sso-config/test',
    title: 'owner tests an SSO issuer',
    caller: 'owner',
    call: () => ({ path: '/api/v1/sso-config/test', body: { issuer: 'https://idp.example.com' } }),
    expect: 'refused',
  }),
  at({
    route: 'DELETE /api/v1/sso-config/:id',
    title: 'owner deletes an SSO provider',
    caller: 'owner',
    call: () => ({ path: `/api/v1/sso-config/${randomUUID()}` }),
    expect: 'refused',
  }),
];
