import { composeValidators, email, required } from '@stepwise/shared';

export const validateEmail = composeValidators(required('validation.emailRequired'), email('validation.emailInvalid'));
