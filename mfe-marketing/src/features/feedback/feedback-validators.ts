import { FEEDBACK_MESSAGE_MIN_LENGTH } from '@stepwise/contracts/rules';
import { composeValidators, email, messageIdsOf, minLength, required, validatorOf, type Validator } from '@stepwise/shared';

/** The shortest message the form accepts (spec §5: a minimum exists, with a {length} placeholder): the API's. */
export const MESSAGE_MIN_LENGTH = FEEDBACK_MESSAGE_MIN_LENGTH;

export const validateName = required('marketing.feedback.nameRequired');

/** Spec §5: required and valid, both with 'Please enter correct email'. */
export const validateEmail = composeValidators(required('validation.emailInvalid'), email('validation.emailInvalid'));

const messageLongEnough = minLength(MESSAGE_MIN_LENGTH, 'marketing.feedback.messageMinLength');

/** Leading and trailing spaces do not count towards the length. */
export const validateMessage: Validator = composeValidators(
  required('marketing.feedback.messageRequired'),
  validatorOf(messageIdsOf(messageLongEnough), (value) => messageLongEnough(typeof value === 'string' ? value.trim() : value)),
);
