import { forwardRef } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Button, composeValidators, maxLength, required, useToast } from '@stepwise/shared';
import { Form, TextField, ValidatedForm } from '@stepwise/shared/forms';
import { TASK_TITLE_MAX_LENGTH } from '@stepwise/contracts/rules';
import { useWorkCreateTaskMutation } from '../../common/tasks/task-mutations';
import { refusalMessageId } from '../../common/errors/refusal-message';

const validateTitle = composeValidators(required('validation.required'), maxLength(TASK_TITLE_MAX_LENGTH, 'work.taskList.quickAdd.tooLong'));

interface QuickAddValues {
  title?: string;
}

/**
 * A new task from its title alone (the workspace's first sphere, its first stage, nobody assigned):
 * type, press Enter. Everything else is set in the task's panel.
 */
export const TaskQuickAdd = forwardRef<HTMLInputElement, { workspaceId: number }>(function TaskQuickAdd({ workspaceId }, ref) {
  const theme = useTheme();
  const intl = useIntl();
  const showToast = useToast();
  const [createTask] = useWorkCreateTaskMutation();

  async function submit(values: QuickAddValues, form: { restart: () => void }) {
    const result = await createTask({ workspaceId, body: { title: (values.title ?? '').trim() } });
    if ('error' in result) {
      showToast('error', refusalMessageId(result.error));
      return;
    }
    showToast('success', 'work.taskList.quickAdd.created');
    form.restart();
  }

  return (
    <Form<QuickAddValues> onSubmit={(values, form) => submit(values, form)}>
      {({ handleSubmit, submitting }) => (
        <ValidatedForm handleSubmit={handleSubmit} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'flex-start' }}>
          <div css={{ flex: '1 1 auto', minWidth: 0 }}>
            <TextField
              ref={ref}
              name="title"
              label={intl.formatMessage({ id: 'work.taskList.quickAdd.label' })}
              placeholder={intl.formatMessage({ id: 'work.taskList.quickAdd.placeholder' })}
              validate={validateTitle}
              errorValues={{ length: TASK_TITLE_MAX_LENGTH }}
              autoComplete="off"
            />
          </div>
          <Button type="submit" busy={submitting} css={{ flex: 'none', marginTop: '1.75rem' }}>
            {intl.formatMessage({ id: 'work.taskList.quickAdd.submit' })}
          </Button>
        </ValidatedForm>
      )}
    </Form>
  );
});
