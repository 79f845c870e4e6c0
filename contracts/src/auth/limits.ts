/** Password lengths: registration and recovery ask for at least 6 characters, a change in the profile for 8. */
export const REGISTRATION_PASSWORD_MIN_LENGTH = 6;
export const PROFILE_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** An access token (Bearer and the sw_token cookie) lives 30 days. */
export const ACCESS_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The emailed activation code: valid 10 minutes, 5 tries, a new one at most once a minute. */
export const ACTIVATION_CODE_TTL_MS = 10 * 60 * 1000;
export const ACTIVATION_CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60 * 1000;
/** The emailed recovery link is valid one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
