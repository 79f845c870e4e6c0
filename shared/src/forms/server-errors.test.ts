import { commonErrorMessageId, serverFieldErrors, type FieldCodeMessages } from './server-errors';

const validationFailed = (fields: Record<string, string>) => ({ status: 400 as const, code: 'validation_failed', message: '', fields });

const MESSAGES: FieldCodeMessages = {
  email: { required: 'validation.emailRequired', taken: 'auth.register.emailTaken' },
  password: { min_length: 'validation.passwordMinLength' },
  lang: {},
};

describe('serverFieldErrors', () => {
  it("maps each field's code to the form's message for it", () => {
    expect(serverFieldErrors(validationFailed({ email: 'taken', password: 'min_length' }), MESSAGES)).toEqual({
      email: 'auth.register.emailTaken',
      password: 'validation.passwordMinLength',
    });
  });

  it('gives a code the field has no message for its common message, else the fallback', () => {
    expect(serverFieldErrors(validationFailed({ lang: 'required', email: 'invalid' }), MESSAGES)).toEqual({
      lang: 'validation.required',
      email: 'validation.invalid',
    });
    expect(serverFieldErrors(validationFailed({ email: 'too_long' }), MESSAGES)).toEqual({ email: 'validation.invalid' });
    expect(serverFieldErrors(validationFailed({ email: 'too_long' }), MESSAGES, 'form.tooLong')).toEqual({ email: 'form.tooLong' });
  });

  it('ignores fields the form does not show, and answers null when nothing is left', () => {
    expect(serverFieldErrors(validationFailed({ email: 'required', phone: 'required' }), MESSAGES)).toEqual({ email: 'validation.emailRequired' });
    expect(serverFieldErrors(validationFailed({ phone: 'required' }), MESSAGES)).toBeNull();
    expect(serverFieldErrors({ status: 500, code: 'internal', message: '' }, MESSAGES)).toBeNull();
  });
});

describe('commonErrorMessageId', () => {
  it('says offline, too many requests, try later or a generic error', () => {
    expect(commonErrorMessageId({ status: 'network', code: 'network_error', message: '' })).toBe('error.offline');
    expect(commonErrorMessageId({ status: 429, code: 'rate_limited', message: '' })).toBe('error.tooManyRequests');
    expect(commonErrorMessageId({ status: 503, code: 'http_503', message: '' })).toBe('error.tryLater');
    expect(commonErrorMessageId({ status: 400, code: 'bad', message: '' })).toBe('error.generic');
  });
});
