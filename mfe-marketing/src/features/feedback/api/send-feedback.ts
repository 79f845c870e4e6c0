import type { AppDispatch } from '@stepwise/shared';
import type { FeedbackPayload } from './feedback-api';

/**
 * The feedback request's code (with RTK Query) loads when the visitor starts on the form, not with
 * the landing page: most visitors never write to us, and the page goes live sooner without it.
 */
export const loadFeedbackApi = () => import('./feedback-api');

/** `POST /api/feedback`: the answer as RTK Query gives it (`data` or `error`). */
export async function sendFeedback(dispatch: AppDispatch, payload: FeedbackPayload) {
  const { feedbackApi } = await loadFeedbackApi();
  const request = dispatch(feedbackApi.endpoints.sendFeedback.initiate(payload));
  try {
    return await request;
  } finally {
    request.reset();
  }
}
