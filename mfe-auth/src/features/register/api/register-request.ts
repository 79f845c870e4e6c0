import { lazyMutation } from '@stepwise/shared';

/** `POST /api/auth/register`, its code loaded when the visitor starts on the form (see lazyMutation). */
export const registerRequest = lazyMutation(() => import('./register-api').then(({ registerApi }) => registerApi.endpoints.register));
