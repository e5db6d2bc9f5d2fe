/**
 * The authorization matrix's list of public /api/v1 routes (mounted `public: true` and callable
 * without a session in every edition). A public route missing here fails the matrix, and so does
 * a listed route that is no longer mounted: adding a public route means adding it here, on purpose.
 */
export const PUBLIC_ROUTES = new Set([
  'GET /api/v1/ping',
  // Readiness for load balancers: database, Redis and queue depth, nothing secret.
  'GET /api/v1/ready',
  'GET /api/v1/settings',
  'GET /api/v1/version',
  'POST /api/v1/auth/resolve',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/refreshToken',
  'GET /api/v1/organization-setup',
  'POST /api/v1/organization-setup',
  'POST /api/v1/account/logout',
  'GET /api/v1/account/invitation',
  'POST /api/v1/account/register',
  'POST /api/v1/account/verify',
  'POST /api/v1/account/resend-verification',
  'POST /api/v1/account/forgot-password',
  'POST /api/v1/account/reset-password',
  'GET /api/v1/account/basic-auth',
  'POST /api/v1/account/basic-auth',
  // The documentation: the API reference and the Help menu's links.
  'GET /api/v1/docs/openapi.json',
  'GET /api/v1/docs/links',
  // What the /license-expired page shows.
  'GET /api/v1/license',
  // Other plugins' public calls: API-key checks, published flows and their chat.
  'POST /api/v1/apikey/verify',
  'GET /api/v1/public-executions/:id',
  // Where an OAuth2 provider sends the sign-in window back (a signed, single-use state decides).
  'GET /api/v1/oauth2-credential/callback',
  'POST /api/v1/prediction/:id',
  'POST /api/v1/chatflows-abort/:chatflowId/:chatId',
  'PUT /api/v1/chatmessage/abort/:chatflowId/:chatId',
  // The chatbot page and embed widget: feedback, leads and what to show before chatting.
  'POST /api/v1/feedback/:chatflowId',
  'PUT /api/v1/feedback/:id',
  'POST /api/v1/leads',
  'GET /api/v1/public-chatbotConfig/:id',
  'GET /api/v1/chatflows-streaming/:id',
  'GET /api/v1/chatflows-uploads/:id',
  'POST /api/v1/attachments/:chatflowId/:chatId',
  // Single sign-on (enterprise): the login page's buttons and the OpenID Connect round trip.
  'GET /api/v1/sso/providers',
  'GET /api/v1/sso/:id/login',
  'GET /api/v1/sso/:id/callback',
  'GET /api/v1/sso/end-session/:handle',
  // Cloud billing: the plans and prices shown before sign-up, and the payment provider's webhook
  // (no session; its signature over the raw body authenticates it).
  'GET /api/v1/pricing',
  'POST /api/v1/billing/stripe-webhook',
]);

/** Public routes whose handler itself answers 401 (no refresh cookie, wrong basic-auth pair). */
export const PUBLIC_HANDLER_401 = new Set([
  'POST /api/v1/auth/refreshToken',
  'POST /api/v1/account/basic-auth',
]);
