import { REGISTRATION_PASSWORD_MIN_LENGTH, PROFILE_PASSWORD_MIN_LENGTH, newPasswordValidator, passwordConfirmationValidator } from './password-rules';

describe('password rules', () => {
  it('are 6 characters at registration and recovery, 8 in the profile', () => {
    expect(REGISTRATION_PASSWORD_MIN_LENGTH).toBe(6);
    expect(PROFILE_PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('require a new password of the given length', () => {
    const validate = newPasswordValidator(REGISTRATION_PASSWORD_MIN_LENGTH);
    expect(validate('')).toBe('validation.passwordRequired');
    expect(validate('12345')).toBe('validation.passwordMinLength');
    expect(validate('123456')).toBeUndefined();
    expect(newPasswordValidator(PROFILE_PASSWORD_MIN_LENGTH)('1234567')).toBe('validation.passwordMinLength');
  });

  it('require the confirmation to repeat the password field', () => {
    const validate = passwordConfirmationValidator('new_password');
    expect(validate('', { new_password: 'secret1' })).toBe('validation.confirmationRequired');
    expect(validate('secret2', { new_password: 'secret1' })).toBe('validation.confirmationMismatch');
    expect(validate('secret1', { new_password: 'secret1' })).toBeUndefined();
  });
});
