import { useTheme } from '@emotion/react';
import { Button, composeValidators, email, FormAlert, required, serverFieldErrors, toApiError, useToast, validatorOf } from '@stepwise/shared';
import { Form, FORM_ERROR, SelectField, TextField, ValidatedForm } from '@stepwise/shared/forms';
import { memberRoles, type MemberRole } from '@stepwise/contracts/rules';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkInviteMutation } from '../invitations-api';
import { refusalMessageId } from '../../../common/errors/refusal-message';
import { resendWaitSeconds } from '../../../common/errors/resend-wait';
import { ROLE_MESSAGES } from '../../../common/components/role-badge';

/** A refusal no field explains: its message and the wait a cooldown asks for. */
interface FormRefusal {
  id: string;
  seconds: number;
}

interface InviteValues {
  email: string;
  role: MemberRole;
}

/** Room is kept under the email field for the server's answers too, so none of them moves the form. */
const ALREADY_MEMBER = 'work.team.invite.alreadyMember';
const validateEmail = composeValidators(
  required('validation.emailRequired'),
  email('validation.emailInvalid'),
  validatorOf([ALREADY_MEMBER], () => undefined),
);

const FIELD_MESSAGES = {
  email: { required: 'validation.emailRequired', invalid: 'validation.emailInvalid', max_length: 'validation.tooLong' },
  role: { required: 'validation.required', invalid: 'validation.invalid' },
};

function refusal(id: string, seconds = 0): Record<string, FormRefusal> {
  return { [FORM_ERROR]: { id, seconds } };
}

function isRefusal(value: unknown): value is FormRefusal {
  return typeof value === 'object' && value !== null && typeof (value as FormRefusal).id === 'string';
}

/** An admin invites someone by email with a role; the link goes out by email. */
export function InviteForm({ workspaceId }: { workspaceId: number }) {
  const theme = useTheme();
  const intl = useIntl();
  const toast = useToast();
  const [invite] = useWorkInviteMutation();

  async function submit(values: InviteValues) {
    const address = values.email.trim();
    const result = await invite({ workspaceId, body: { email: address, role: values.role } });
    if (!('error' in result)) {
      toast('success', 'work.team.invite.sent', { email: address });
      return undefined;
    }
    const error = toApiError(result.error);
    if (error.code === 'already_member') return { email: ALREADY_MEMBER };
    if (error.code === 'validation_failed') return serverFieldErrors(error, FIELD_MESSAGES) ?? refusal(refusalMessageId(error));
    if (error.code === 'resend_cooldown') return refusal('work.team.invite.cooldown', resendWaitSeconds(error));
    return refusal(refusalMessageId(error));
  }

  return (
    <Form<InviteValues>
      onSubmit={async (values, form) => {
        const errors = await submit(values);
        // A sent invitation empties the address for the next one; the role stays.
        if (!errors) window.setTimeout(() => form.restart({ email: '', role: values.role }), 0);
        return errors;
      }}
      initialValues={{ email: '', role: 'member' }}
      render={({ handleSubmit, submitError, submitting }) => (
        <ValidatedForm handleSubmit={handleSubmit} aria-label={intl.formatMessage({ id: 'work.team.invite.title' })}>
          {isRefusal(submitError) && (
            <FormAlert>
              <FormattedMessage id={submitError.id} values={{ seconds: submitError.seconds }} />
            </FormAlert>
          )}
          <div css={{ display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))', alignItems: 'start' }}>
            <TextField name="email" type="email" autoComplete="off" label={intl.formatMessage({ id: 'work.team.invite.email' })} validate={validateEmail} />
            <SelectField
              name="role"
              label={intl.formatMessage({ id: 'work.team.invite.role' })}
              options={memberRoles.map((role) => ({ value: role, label: intl.formatMessage({ id: ROLE_MESSAGES[role] }) }))}
            />
          </div>
          <Button type="submit" busy={submitting}>
            <FormattedMessage id="work.team.invite.submit" />
          </Button>
        </ValidatedForm>
      )}
    />
  );
}
