/** What SSO offers other plugins' web halves: the sign-in buttons the login page shows. */
export { SsoSignInButtons } from './web/SsoSignInButtons.tsx';
