import { lazyMutation } from '@stepwise/shared';

/** `POST /api/auth/login`, its code loaded when the visitor starts on the form (see lazyMutation). */
export const loginRequest = lazyMutation(() => import('./login-api').then(({ loginApi }) => loginApi.endpoints.login));
