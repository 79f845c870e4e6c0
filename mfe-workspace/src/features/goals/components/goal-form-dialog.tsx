import { useTheme } from '@emotion/react';
import { composeValidators, FormAlert, maxLength, required, serverFieldErrors, toApiError, useToast, validatorOf, fullName } from '@stepwise/shared';
import { Form, FORM_ERROR, SelectField, TextAreaField, TextField, ValidatedForm } from '@stepwise/shared/forms';
import { GOAL_DESCRIPTION_MAX_LENGTH, GOAL_TITLE_MAX_LENGTH, isSupportedDate } from '@stepwise/contracts/rules';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkCreateGoalMutation, useWorkUpdateGoalMutation } from '../../../common/goals/goals-api';
import type { Goal, Member } from '../../../common/api/work-types';
import { DialogFormActions } from '../../../common/components/dialog-form-actions';
import { WorkDialog } from '../../../common/components/work-dialog';
import { refusalMessageId } from '../../../common/errors/refusal-message';
import { SUPPORTED_DATE_INPUT, SUPPORTED_YEARS } from '../../../common/time/supported-dates';

interface GoalValues {
  title: string;
  description: string;
  /** `YYYY-MM-DD`, or empty for none. */
  due_on: string;
  /** A member's user id, or empty for none. */
  owner_id: string;
}

const validateTitle = composeValidators(required('work.goals.form.titleRequired'), maxLength(GOAL_TITLE_MAX_LENGTH, 'validation.tooLong'));
const validateDescription = maxLength(GOAL_DESCRIPTION_MAX_LENGTH, 'validation.tooLong');
const validateDue = validatorOf(['work.goals.form.dueInvalid'], (value) =>
  typeof value === 'string' && value && !isSupportedDate(value) ? 'work.goals.form.dueInvalid' : undefined,
);

const FIELD_MESSAGES = {
  title: { required: 'work.goals.form.titleRequired', max_length: 'validation.tooLong' },
  description: { max_length: 'validation.tooLong' },
  due_on: { invalid: 'work.goals.form.dueInvalid' },
  owner_id: { invalid: 'work.goals.form.ownerInvalid' },
};

function initialValues(goal: Goal | null): GoalValues {
  return { title: goal?.title ?? '', description: goal?.description ?? '', due_on: goal?.due_on ?? '', owner_id: goal?.owner_id ? String(goal.owner_id) : '' };
}

export interface GoalFormDialogProps {
  workspaceId: number;
  /** The goal to edit; null creates one. */
  goal: Goal | null;
  open: boolean;
  members: Member[];
  onClose: () => void;
}

/** Create or edit a goal: title, description, due date and owner. */
export function GoalFormDialog({ workspaceId, goal, open, members, onClose }: GoalFormDialogProps) {
  const theme = useTheme();
  const intl = useIntl();
  const toast = useToast();
  const [createGoal] = useWorkCreateGoalMutation();
  const [updateGoal] = useWorkUpdateGoalMutation();

  async function submit(values: GoalValues) {
    const body = {
      title: values.title.trim(),
      description: values.description.trim(),
      due_on: values.due_on || null,
      owner_id: values.owner_id ? Number(values.owner_id) : null,
    };
    const result = goal ? await updateGoal({ goalId: goal.id, body }) : await createGoal({ workspaceId, body });
    if ('error' in result) {
      const error = toApiError(result.error);
      return serverFieldErrors(error, FIELD_MESSAGES) ?? { [FORM_ERROR]: refusalMessageId(error) };
    }
    toast('success', goal ? 'work.goals.saved' : 'work.goals.created', { title: body.title });
    onClose();
    return undefined;
  }

  return (
    <WorkDialog open={open} title={intl.formatMessage({ id: goal ? 'work.goals.form.editTitle' : 'work.goals.form.newTitle' })} onClose={onClose}>
      <Form<GoalValues>
        onSubmit={submit}
        initialValues={initialValues(goal)}
        render={({ handleSubmit, submitError, submitting }) => (
          <ValidatedForm handleSubmit={handleSubmit}>
            {typeof submitError === 'string' && (
              <FormAlert>
                <FormattedMessage id={submitError} />
              </FormAlert>
            )}
            <TextField name="title" label={intl.formatMessage({ id: 'work.goals.form.title' })} validate={validateTitle} data-autofocus="" />
            <TextAreaField name="description" rows={3} label={intl.formatMessage({ id: 'work.goals.form.description' })} validate={validateDescription} />
            <div css={{ display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))', alignItems: 'start' }}>
              <TextField
                name="due_on"
                type="date"
                {...SUPPORTED_DATE_INPUT}
                label={intl.formatMessage({ id: 'work.goals.form.due' })}
                validate={validateDue}
                errorValues={SUPPORTED_YEARS}
              />
              <SelectField
                name="owner_id"
                label={intl.formatMessage({ id: 'work.goals.form.owner' })}
                placeholder={intl.formatMessage({ id: 'work.goals.form.noOwner' })}
                options={members.map((member) => ({ value: String(member.user_id), label: fullName(member) }))}
              />
            </div>
            <DialogFormActions submitLabelId={goal ? 'work.common.save' : 'work.goals.form.create'} submitting={submitting} onCancel={onClose} />
          </ValidatedForm>
        )}
      />
    </WorkDialog>
  );
}
