import { createAppStore, toApiError } from '@stepwise/shared';
import { FORM_ERROR } from '@stepwise/shared/forms';
import { FEEDBACK_FAILED, feedbackSubmitErrors } from '../feedback-errors';
import { feedbackRequest } from './send-feedback';

// The request's code cannot be loaded (offline, or a deployment replaced the file).
jest.mock('./feedback-api', () => {
  throw new Error('Loading chunk 12 failed');
});

it('code that cannot be loaded fails like an unreachable server: the form says the message was not sent', async () => {
  const result = await feedbackRequest.send(createAppStore().dispatch, { name: 'Anna', email: 'anna@example.com', message: 'A question about plans' });
  expect(result.data).toBeUndefined();
  expect(feedbackSubmitErrors(toApiError(result.error))).toEqual({ [FORM_ERROR]: FEEDBACK_FAILED });
});
