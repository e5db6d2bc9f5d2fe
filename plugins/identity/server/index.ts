import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { identityAccessPolicy } from './identityAccessPolicy.ts';
import { licenseExpiresAt, licensePolicy } from './license.ts';
import { identityMigrations } from './migrations.ts';
import { organizationGatePolicy } from './organizationGates.ts';
import { accountRoutes } from './routes/accountRoutes.ts';
import { auditRoutes } from './routes/auditRoutes.ts';
import { authRoutes } from './routes/authRoutes.ts';
import { deleteAccountRoutes } from './routes/deleteAccountRoutes.ts';
import { licenseRoutes } from './routes/licenseRoutes.ts';
import { mailSettingsRoutes } from './routes/mailSettingsRoutes.ts';
import { organizationRoutes } from './routes/organizationRoutes.ts';
import { organizationUserRoutes } from './routes/organizationUserRoutes.ts';
import { roleRoutes } from './routes/roleRoutes.ts';
import { userRoutes } from './routes/userRoutes.ts';
import { workspaceRoutes } from './routes/workspaceRoutes.ts';
import { workspaceUserRoutes } from './routes/workspaceUserRoutes.ts';

// A LICENSE_EXPIRES_AT that is no date stops the server at start, naming the variable.
licenseExpiresAt();

export default definePluginServer({
  accessPolicy: licensePolicy(organizationGatePolicy(identityAccessPolicy)),
  migrations: [...identityMigrations],
  routes: [
    ...authRoutes,
    ...accountRoutes,
    ...deleteAccountRoutes,
    ...licenseRoutes,
    ...mailSettingsRoutes,
    ...organizationRoutes,
    ...userRoutes,
    ...organizationUserRoutes,
    ...workspaceRoutes,
    ...workspaceUserRoutes,
    ...roleRoutes,
    ...auditRoutes,
  ],
  // The organisation's SMTP password is sealed with the credential key, bound to the organisation.
  sealedColumns: [
    {
      table: 'organization_mail_settings',
      boundTo: 'organization_id',
      data: 'password_data',
      iv: 'password_iv',
      tag: 'password_tag',
    },
  ],
});
