/**
 * German for single sign-on: the SSO Config page and its provider dialog, the login page's
 * 'Sign in with' buttons and /sso-success. Keys are the English texts;
 * tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
export const de: Record<string, string> = {
  // SSO Config
  'SSO Config': 'SSO-Konfiguration',
  'SSO providers': 'SSO-Anbieter',
  "No single sign-on provider yet. Add an OpenID Connect provider to offer 'Sign in with …' on the login page.":
    "Noch kein Single-Sign-on-Anbieter. Fügen Sie einen OpenID-Connect-Anbieter hinzu, um auf der Anmeldeseite 'Anmelden mit …' anzubieten.",
  'Add Provider': 'Anbieter hinzufügen',
  Label: 'Beschriftung',
  Issuer: 'Aussteller',
  'Client ID': 'Client-ID',
  Secret: 'Secret',
  Status: 'Status',
  'Redirect URI': 'Weiterleitungs-URI',
  Actions: 'Aktionen',
  set: 'gesetzt',
  missing: 'fehlt',
  Enabled: 'Aktiviert',
  Disabled: 'Deaktiviert',
  'Edit {{name}}': '{{name}} bearbeiten',
  'Delete {{name}}': '{{name}} löschen',
  Test: 'Test',
  Enable: 'Aktivieren',
  Disable: 'Deaktivieren',
  '{{label}} enabled': '{{label}} aktiviert',
  '{{label}} disabled': '{{label}} deaktiviert',
  '{{label}} deleted': '{{label}} gelöscht',
  'Delete SSO provider': 'SSO-Anbieter löschen',
  "Delete {{label}}? Its 'Sign in with' button goes away. People who signed in with it keep their accounts and sign in with a password (Forgot password) or another provider from now on.":
    "{{label}} löschen? Die Schaltfläche 'Anmelden mit' verschwindet. Wer sich damit angemeldet hat, behält sein Konto und meldet sich künftig mit einem Passwort (Passwort vergessen) oder bei einem anderen Anbieter an.",
  Delete: 'Löschen',
  'SSO provider saved': 'SSO-Anbieter gespeichert',
  // the provider dialog
  'Add SSO provider': 'SSO-Anbieter hinzufügen',
  "Edit SSO provider '{{label}}'": "SSO-Anbieter '{{label}}' bearbeiten",
  Save: 'Speichern',
  Add: 'Hinzufügen',
  'Shown on the login page: Sign in with <label>':
    'Auf der Anmeldeseite angezeigt: Anmelden mit <Beschriftung>',
  'Issuer URL': 'Aussteller-URL',
  'https://login.example.com': 'https://login.example.com',
  'Its /.well-known/openid-configuration is read': 'Dessen /.well-known/openid-configuration wird gelesen',
  'Client secret': 'Client-Secret',
  'Set: leave empty to keep it': 'Gesetzt: leer lassen, um es zu behalten',
  'Label is required': 'Die Beschriftung ist erforderlich',
  'Issuer URL must start with https://': 'Die Aussteller-URL muss mit https:// beginnen',
  'Client ID is required': 'Die Client-ID ist erforderlich',
  'Client secret is required': 'Das Client-Secret ist erforderlich',
  // the login page and /sso-success
  'Sign in with {{label}}': 'Anmelden mit {{label}}',
  'Signing you in…': 'Sie werden angemeldet…',
  'Single sign-on did not complete: {{error}}': 'Single Sign-on wurde nicht abgeschlossen: {{error}}',
  'Back to sign in': 'Zurück zur Anmeldung',
};
