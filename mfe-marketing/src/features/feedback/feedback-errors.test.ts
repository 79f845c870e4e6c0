import { FORM_ERROR } from '@stepwise/shared/forms';
import { feedbackSubmitErrors } from './feedback-errors';

describe('feedbackSubmitErrors', () => {
  it('maps the validation codes of the contract to the field messages', () => {
    expect(
      feedbackSubmitErrors({ status: 400, code: 'validation_failed', message: '', fields: { name: 'required', email: 'invalid', message: 'min_length' } }),
    ).toEqual({ name: 'marketing.feedback.nameRequired', email: 'validation.emailInvalid', message: 'marketing.feedback.messageMinLength' });
    expect(feedbackSubmitErrors({ status: 400, code: 'validation_failed', message: '', fields: { email: 'required', message: 'required' } })).toEqual({
      email: 'validation.emailInvalid',
      message: 'marketing.feedback.messageRequired',
    });
  });

  it('shows the one failure message for everything else', () => {
    const failed = { [FORM_ERROR]: 'marketing.feedback.failed' };
    expect(feedbackSubmitErrors({ status: 'network', code: 'network_error', message: '' })).toEqual(failed);
    expect(feedbackSubmitErrors({ status: 500, code: 'internal_error', message: '' })).toEqual(failed);
    expect(feedbackSubmitErrors({ status: 429, code: 'rate_limited', message: '' })).toEqual(failed);
    expect(feedbackSubmitErrors({ status: 400, code: 'validation_failed', message: '', fields: { phone: 'required' } })).toEqual(failed);
    expect(feedbackSubmitErrors({ status: 400, code: 'validation_failed', message: '', fields: { email: 'too_long' } })).toEqual(failed);
  });
});
