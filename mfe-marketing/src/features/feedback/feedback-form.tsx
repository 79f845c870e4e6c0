import { useEffect, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormAlert, toApiError, useAppDispatch } from '@stepwise/shared';
import { Form, TextAreaField, TextField, ValidatedForm } from '@stepwise/shared/forms';
import { feedbackRequest } from './api/send-feedback';
import { feedbackSubmitErrors } from './feedback-errors';
import { MESSAGE_MIN_LENGTH, validateEmail, validateMessage, validateName } from './feedback-validators';

interface FeedbackValues {
  name: string;
  email: string;
  message: string;
}

/** The feedback form of the landing and contacts pages: `POST /api/feedback`, then thanks. */
export function FeedbackForm() {
  const theme = useTheme();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sentTo) thanksRef.current?.focus();
  }, [sentTo]);

  async function submit(values: FeedbackValues) {
    const payload = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
    const result = await feedbackRequest.send(dispatch, payload);
    if ('error' in result) return feedbackSubmitErrors(toApiError(result.error));
    setSentTo(payload.email);
    return undefined;
  }

  if (sentTo) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        css={{ padding: theme.space.lg, borderRadius: theme.radii.md, border: `1px solid ${theme.colors.success}`, outline: 'none' }}
      >
        <p css={{ margin: 0, fontWeight: 700, color: theme.colors.success }}>
          <FormattedMessage id="marketing.feedback.thanksTitle" />
        </p>
        <p>
          <FormattedMessage id="marketing.feedback.thanksText" values={{ email: sentTo }} />
        </p>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          <FormattedMessage id="marketing.feedback.another" />
        </Button>
      </div>
    );
  }

  return (
    <Form<FeedbackValues> onSubmit={submit}>
      {({ handleSubmit, submitting, submitError }) => (
        <ValidatedForm
          handleSubmit={handleSubmit}
          onFocus={feedbackRequest.preload}
          aria-busy={submitting || undefined}
          css={{ display: 'grid', maxWidth: '36rem' }}
        >
          {typeof submitError === 'string' && (
            <FormAlert>
              <FormattedMessage id={submitError} />
            </FormAlert>
          )}
          <TextField name="name" label={intl.formatMessage({ id: 'marketing.feedback.name' })} autoComplete="name" validate={validateName} />
          <TextField name="email" type="email" label={intl.formatMessage({ id: 'marketing.feedback.email' })} autoComplete="email" validate={validateEmail} />
          <TextAreaField
            name="message"
            label={intl.formatMessage({ id: 'marketing.feedback.message' })}
            hint={intl.formatMessage({ id: 'marketing.feedback.messageHint' }, { length: MESSAGE_MIN_LENGTH })}
            validate={validateMessage}
            errorValues={{ length: MESSAGE_MIN_LENGTH }}
          />
          <div>
            <Button type="submit" busy={submitting}>
              <FormattedMessage id={submitting ? 'marketing.feedback.sending' : 'marketing.feedback.send'} />
            </Button>
          </div>
        </ValidatedForm>
      )}
    </Form>
  );
}
