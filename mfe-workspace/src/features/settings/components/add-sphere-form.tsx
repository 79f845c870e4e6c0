import { useTheme } from '@emotion/react';
import { Button, composeValidators, FormAlert, maxLength, required, serverFieldErrors, toApiError, useToast } from '@stepwise/shared';
import { Form, FORM_ERROR, TextField, ValidatedForm } from '@stepwise/shared/forms';
import { SPHERE_NAME_MAX_LENGTH } from '@stepwise/contracts/rules';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkCreateSphereMutation } from '../../../common/spheres/spheres-api';
import { refusalMessageId } from '../../../common/errors/refusal-message';

const validateName = composeValidators(required('work.settings.newSphere.nameRequired'), maxLength(SPHERE_NAME_MAX_LENGTH, 'validation.tooLong'));
const FIELD_MESSAGES = { name: { required: 'work.settings.newSphere.nameRequired', max_length: 'validation.tooLong' } };

/** A new sphere by name; it starts with the default stages in the user's language. */
export function AddSphereForm({ workspaceId }: { workspaceId: number }) {
  const theme = useTheme();
  const intl = useIntl();
  const toast = useToast();
  const [createSphere] = useWorkCreateSphereMutation();

  async function submit({ name }: { name: string }) {
    const result = await createSphere({ workspaceId, body: { name: name.trim() } });
    if ('error' in result) {
      const error = toApiError(result.error);
      if (error.code === 'conflict') return { [FORM_ERROR]: 'work.settings.newSphere.tooMany' };
      return serverFieldErrors(error, FIELD_MESSAGES) ?? { [FORM_ERROR]: refusalMessageId(error) };
    }
    toast('success', 'work.settings.newSphere.created', { name: result.data.name });
    return undefined;
  }

  return (
    <Form<{ name: string }>
      onSubmit={async (values, form) => {
        const errors = await submit(values);
        if (!errors) window.setTimeout(() => form.restart({ name: '' }), 0);
        return errors;
      }}
      initialValues={{ name: '' }}
      render={({ handleSubmit, submitError, submitting }) => (
        <ValidatedForm
          handleSubmit={handleSubmit}
          aria-label={intl.formatMessage({ id: 'work.settings.newSphere.title' })}
          css={{ display: 'grid', gap: theme.space.sm, maxWidth: '32rem' }}
        >
          <h2 css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
            <FormattedMessage id="work.settings.newSphere.title" />
          </h2>
          {typeof submitError === 'string' && (
            <FormAlert>
              <FormattedMessage id={submitError} />
            </FormAlert>
          )}
          <TextField
            name="name"
            label={intl.formatMessage({ id: 'work.settings.newSphere.name' })}
            hint={intl.formatMessage({ id: 'work.settings.newSphere.hint' })}
            validate={validateName}
          />
          <div>
            <Button type="submit" busy={submitting}>
              <FormattedMessage id="work.settings.newSphere.submit" />
            </Button>
          </div>
        </ValidatedForm>
      )}
    />
  );
}
