import { serverFieldErrors } from './server-field-errors';

const validationFailed = (fields: Record<string, string>) => ({ status: 400 as const, code: 'validation_failed', message: '', fields });

describe('serverFieldErrors', () => {
  it('maps each code of the contract to its message', () => {
    expect(
      serverFieldErrors(
        validationFailed({ first_name: 'required', last_name: 'required', email: 'invalid', password: 'min_length', password_confirmation: 'required', accept: 'required' }),
        ['first_name', 'last_name', 'email', 'password', 'password_confirmation', 'accept'],
      ),
    ).toEqual({
      first_name: 'validation.firstNameRequired',
      last_name: 'validation.lastNameRequired',
      email: 'validation.emailInvalid',
      password: 'validation.passwordMinLength',
      password_confirmation: 'validation.confirmationRequired',
      accept: 'validation.acceptTerms',
    });
    expect(serverFieldErrors(validationFailed({ email: 'required', password_confirmation: 'mismatch' }), ['email', 'password_confirmation'])).toEqual({
      email: 'validation.emailRequired',
      password_confirmation: 'validation.confirmationMismatch',
    });
  });

  it('falls back for unknown codes and ignores fields the form does not show', () => {
    expect(serverFieldErrors(validationFailed({ email: 'too_long', phone: 'required' }), ['email'])).toEqual({ email: 'validation.invalid' });
    expect(serverFieldErrors(validationFailed({ phone: 'required' }), ['email'])).toBeNull();
    expect(serverFieldErrors({ status: 500, code: 'internal', message: '' }, ['email'])).toBeNull();
  });
});
