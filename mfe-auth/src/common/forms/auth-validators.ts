import { composeValidators, email, personName, required } from '@stepwise/shared';

export const validateEmail = composeValidators(required('validation.emailRequired'), email('validation.emailInvalid'));

export const validateFirstName = personName('validation.firstNameRequired');
export const validateLastName = personName('validation.lastNameRequired');
