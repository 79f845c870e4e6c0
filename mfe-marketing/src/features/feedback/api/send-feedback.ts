import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AppDispatch } from '@stepwise/shared';
import type { FeedbackPayload } from './feedback-api';

/**
 * The feedback request's code (with RTK Query) loads when the visitor starts on the form, not with
 * the landing page: most visitors never write to us, and the page goes live sooner without it.
 */
export const loadFeedbackApi = () => import('./feedback-api');

/**
 * `POST /api/feedback`: the answer as RTK Query gives it (`data` or `error`). Code that cannot be
 * loaded (offline, a deployment in between) fails like a request that cannot reach the server.
 */
export async function sendFeedback(dispatch: AppDispatch, payload: FeedbackPayload): Promise<{ data?: null; error?: FetchBaseQueryError | { message?: string } }> {
  let feedbackApi;
  try {
    ({ feedbackApi } = await loadFeedbackApi());
  } catch (failure) {
    return { error: { status: 'FETCH_ERROR', error: String(failure) } };
  }
  const request = dispatch(feedbackApi.endpoints.sendFeedback.initiate(payload));
  try {
    return await request;
  } finally {
    request.reset();
  }
}
