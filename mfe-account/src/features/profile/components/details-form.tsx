import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useTheme } from '@emotion/react';
import type { SubmissionErrors } from 'final-form';
import {
  Button,
  LOCALES,
  applyLanguage,
  toApiError,
  useToast,
  useAppDispatch,
  commonErrorMessageId,
  serverFieldErrors,
  type Locale,
  type User,
} from '@stepwise/shared';
import { Form, SelectField, TextField, ValidatedForm } from '@stepwise/shared/forms';
import { useAccountUpdateProfileMutation } from '../api/profile-api';
import { PROFILE_FIELD_MESSAGES, validateFirstName, validateLastName } from '../profile-fields';

interface DetailsValues {
  first_name: string;
  last_name: string;
  lang: Locale;
}

const LANGUAGE_LABELS: Record<Locale, string> = {
  ru: 'account.profile.language.ru',
  en: 'account.profile.language.en',
};

/** Name and interface language; a new language applies as soon as it is saved. */
export function DetailsForm({ user }: { user: User }) {
  const theme = useTheme();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const showToast = useToast();
  const [updateProfile] = useAccountUpdateProfileMutation();
  // After a language change the confirmation must be in the new language: it waits until this
  // form renders with that language's messages.
  const [confirmIn, setConfirmIn] = useState<Locale | null>(null);
  useEffect(() => {
    if (confirmIn && intl.locale === confirmIn) {
      setConfirmIn(null);
      showToast('success', 'account.profile.saved');
    }
  }, [confirmIn, intl.locale, showToast]);
  const initialValues = useMemo<DetailsValues>(
    () => ({ first_name: user.first_name, last_name: user.last_name, lang: user.lang }),
    [user.first_name, user.last_name, user.lang],
  );

  async function save(values: DetailsValues): Promise<SubmissionErrors | undefined> {
    const result = await updateProfile({ first_name: values.first_name.trim(), last_name: values.last_name.trim(), lang: values.lang });
    if ('error' in result) {
      const error = toApiError(result.error);
      const fieldErrors = error.status === 400 ? serverFieldErrors(error, PROFILE_FIELD_MESSAGES, 'validation.invalid') : null;
      if (fieldErrors) return fieldErrors;
      showToast('error', error.status === 'network' ? commonErrorMessageId(error) : 'account.profile.saveFailed');
      return undefined;
    }
    dispatch(applyLanguage(result.data.lang));
    setConfirmIn(result.data.lang);
    return undefined;
  }

  return (
    <Form<DetailsValues> onSubmit={save} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <ValidatedForm handleSubmit={handleSubmit} css={{ display: 'grid', maxWidth: '28rem' }}>
          <TextField
            name="first_name"
            autoComplete="given-name"
            maxLength={100}
            label={intl.formatMessage({ id: 'account.profile.field.firstName' })}
            validate={validateFirstName}
          />
          <TextField
            name="last_name"
            autoComplete="family-name"
            maxLength={100}
            label={intl.formatMessage({ id: 'account.profile.field.lastName' })}
            validate={validateLastName}
          />
          <SelectField
            name="lang"
            label={intl.formatMessage({ id: 'account.profile.field.language' })}
            options={LOCALES.map((value) => ({ value, label: intl.formatMessage({ id: LANGUAGE_LABELS[value] }) }))}
          />
          <div>
            <Button type="submit" busy={submitting} css={{ marginTop: theme.space.xs }}>
              {intl.formatMessage({ id: submitting ? 'account.profile.saving' : 'account.profile.save' })}
            </Button>
          </div>
        </ValidatedForm>
      )}
    </Form>
  );
}
