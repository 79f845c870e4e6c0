import { lazyMutation } from '@stepwise/shared';

/**
 * `POST /api/feedback`. Its code (with RTK Query) loads when the visitor starts on the form, not
 * with the landing page: most visitors never write to us, and the page goes live sooner without it.
 */
export const feedbackRequest = lazyMutation(() => import('./feedback-api').then(({ feedbackApi }) => feedbackApi.endpoints.sendFeedback));
