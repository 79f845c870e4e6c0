import type { FeedbackBody } from '@stepwise/contracts';
import { apiSlice } from '@stepwise/shared/api';

export type FeedbackPayload = FeedbackBody;

export const feedbackApi = apiSlice.injectEndpoints({
  endpoints: (builder) => ({
    /** `POST /api/feedback` → 201. Nothing is read from a successful answer (spec §7). */
    sendFeedback: builder.mutation<null, FeedbackPayload>({
      query: (body) => ({
        url: 'feedback',
        method: 'POST',
        body,
        // The error body (validation_failed with fields) is JSON; a success body is ignored, whatever it is.
        responseHandler: async (response) => {
          if (response.ok) return null;
          const text = await response.text();
          try {
            return JSON.parse(text) as unknown;
          } catch {
            return text;
          }
        },
      }),
    }),
  }),
});
