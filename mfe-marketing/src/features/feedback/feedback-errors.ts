import { type ApiError } from '@stepwise/shared';
import { FORM_ERROR } from '@stepwise/shared/forms';

/** Spec §8, word for word in English: any failure that is not about a field. */
export const FEEDBACK_FAILED = 'marketing.feedback.failed';

/** The API's field codes (400 validation_failed) as the form's own messages. */
const FIELD_MESSAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  name: { required: 'marketing.feedback.nameRequired' },
  email: { required: 'validation.emailInvalid', invalid: 'validation.emailInvalid' },
  message: { required: 'marketing.feedback.messageRequired', min_length: 'marketing.feedback.messageMinLength' },
};

/**
 * What a failed send shows: field messages for a validation answer naming the form's fields,
 * otherwise (network, 5xx, 429, anything else) the one failure message.
 */
export function feedbackSubmitErrors(error: ApiError): Record<string, string> {
  if (error.status === 400 && error.code === 'validation_failed' && error.fields) {
    const errors: Record<string, string> = {};
    for (const [field, code] of Object.entries(error.fields)) {
      const messageId = FIELD_MESSAGES[field]?.[code];
      if (messageId) errors[field] = messageId;
    }
    if (Object.keys(errors).length > 0) return errors;
  }
  return { [FORM_ERROR]: FEEDBACK_FAILED };
}
