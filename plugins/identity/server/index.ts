import { definePluginServer } from '../../../host/server/plugin/definePluginServer.ts';
import { identityAccessPolicy } from './identityAccessPolicy.ts';
import { identityMigrations } from './migrations.ts';
import { accountRoutes } from './routes/accountRoutes.ts';
import { auditRoutes } from './routes/auditRoutes.ts';
import { authRoutes } from './routes/authRoutes.ts';
import { organizationUserRoutes } from './routes/organizationUserRoutes.ts';
import { roleRoutes } from './routes/roleRoutes.ts';
import { userRoutes } from './routes/userRoutes.ts';
import { workspaceRoutes } from './routes/workspaceRoutes.ts';
import { workspaceUserRoutes } from './routes/workspaceUserRoutes.ts';

export default definePluginServer({
  accessPolicy: identityAccessPolicy,
  migrations: [...identityMigrations],
  routes: [
    ...authRoutes,
    ...accountRoutes,
    ...userRoutes,
    ...organizationUserRoutes,
    ...workspaceRoutes,
    ...workspaceUserRoutes,
    ...roleRoutes,
    ...auditRoutes,
  ],
});
