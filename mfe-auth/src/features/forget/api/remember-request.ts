import { lazyMutation } from '@stepwise/shared';

/** `POST /api/auth/remember`, its code loaded when the visitor starts on the form (see lazyMutation). */
export const passwordResetRequest = lazyMutation(() => import('./remember-api').then(({ rememberApi }) => rememberApi.endpoints.requestPasswordReset));
