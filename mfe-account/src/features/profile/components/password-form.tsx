import { useIntl } from 'react-intl';
import { useTheme } from '@emotion/react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { Button, PROFILE_PASSWORD_MIN_LENGTH, toApiError, useToast, commonErrorMessageId, serverFieldErrors, type User } from '@stepwise/shared';
import { Form, NewPasswordFields, TextField, ValidatedForm } from '@stepwise/shared/forms';
import { useAccountUpdateProfileMutation } from '../api/profile-api';
import { PASSWORD_FIELD_MESSAGES, validateCurrentPassword } from '../profile-fields';

interface PasswordValues {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
}

/** A new password, confirmed by the current one; the other sessions end on the server. */
export function PasswordForm({ user }: { user: User }) {
  const theme = useTheme();
  const intl = useIntl();
  const showToast = useToast();
  const [updateProfile] = useAccountUpdateProfileMutation();

  async function change(values: PasswordValues, form: FormApi<PasswordValues>): Promise<SubmissionErrors | undefined> {
    const result = await updateProfile({
      first_name: user.first_name,
      last_name: user.last_name,
      lang: user.lang,
      current_password: values.current_password,
      new_password: values.new_password,
    });
    if ('error' in result) {
      const error = toApiError(result.error);
      const fieldErrors = error.status === 400 ? serverFieldErrors(error, PASSWORD_FIELD_MESSAGES, 'validation.invalid') : null;
      if (fieldErrors) return fieldErrors;
      showToast('error', error.status === 'network' ? commonErrorMessageId(error) : 'account.profile.password.failed');
      return undefined;
    }
    showToast('success', 'account.profile.password.changed');
    // Passwords do not stay on the screen once changed.
    form.restart();
    return undefined;
  }

  return (
    <Form<PasswordValues> onSubmit={change}>
      {({ handleSubmit, submitting }) => (
        <ValidatedForm handleSubmit={handleSubmit} css={{ display: 'grid', maxWidth: '28rem' }}>
          {/* Lets password managers tie the new password to the account. */}
          <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <TextField
            name="current_password"
            type="password"
            autoComplete="current-password"
            label={intl.formatMessage({ id: 'account.profile.password.current' })}
            validate={validateCurrentPassword}
          />
          <NewPasswordFields
            name="new_password"
            minLength={PROFILE_PASSWORD_MIN_LENGTH}
            label={intl.formatMessage({ id: 'account.profile.password.new' })}
            confirmationLabel={intl.formatMessage({ id: 'account.profile.password.confirmation' })}
          />
          <div>
            <Button type="submit" busy={submitting} css={{ marginTop: theme.space.xs }}>
              {intl.formatMessage({ id: submitting ? 'account.profile.password.submitting' : 'account.profile.password.submit' })}
            </Button>
          </div>
        </ValidatedForm>
      )}
    </Form>
  );
}
