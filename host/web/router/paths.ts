/** Section 2: the default landing path; '/' and the header logo lead here. */
export const LANDING_PATH = '/agentflows';
export const UNAUTHORIZED_PATH = '/unauthorized';
