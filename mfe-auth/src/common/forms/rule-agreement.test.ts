import { newPasswordValidator, REGISTRATION_PASSWORD_MIN_LENGTH } from '@stepwise/shared';
import { tableRows } from '../../../../contracts/test/rule-table';
import { validateEmail, validateFirstName, validateLastName } from './auth-validators';

/**
 * The front-end half of the contract's rule table for the sign-up and sign-in forms: each row through the
 * validator its field uses. api/test/contracts/rule-agreement.test.ts runs the same rows through the API.
 */
describe('the auth forms apply the contract rule table', () => {
  it.each(tableRows('email'))('%s by the email field', (_label, row) => {
    expect(validateEmail(row.value) === undefined).toBe(row.valid);
  });

  it.each(tableRows('personName'))('%s by the first and last name fields', (_label, row) => {
    expect(validateFirstName(row.value) === undefined).toBe(row.valid);
    expect(validateLastName(row.value) === undefined).toBe(row.valid);
  });

  it.each(tableRows('registrationPassword'))('%s by the new password field of registration and recovery', (_label, row) => {
    expect(newPasswordValidator(REGISTRATION_PASSWORD_MIN_LENGTH)(row.value) === undefined).toBe(row.valid);
  });
});
