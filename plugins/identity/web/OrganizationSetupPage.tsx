import { Link } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { http } from '../../../host/web/http/http.ts';
import { type AuthPayload, authActions } from '../../../host/web/stores/auth.ts';
import { AuthForm } from './auth/AuthForm.tsx';
import { confirmField, emailField, nameField, newPasswordField } from './auth/fieldRules.ts';

/** First run: creates the organisation, its default workspace and the admin, then signs in. */
export default function OrganizationSetupPage() {
  const [, navigate] = useLocation();
  return (
    <AuthForm
      title="Set up your organization"
      subtitle="Create the organization and its administrator account."
      submitLabel="Create organization"
      fields={[
        {
          name: 'organizationName',
          label: 'Organization name',
          validate: (v) => (v.trim() ? null : 'Organization name is required'),
        },
        nameField,
        emailField,
        newPasswordField,
        confirmField,
      ]}
      initial={{ organizationName: 'Default Organization' }}
      onSubmit={async (v) => {
        const payload = await http.post<AuthPayload>('/organization-setup', {
          organizationName: v.organizationName,
          name: v.name,
          email: v.email,
          password: v.password,
        });
        authActions.setAuth(payload);
        navigate('/', { replace: true });
      }}
      footer={<Link href="/login">Already set up? Sign in</Link>}
    />
  );
}
