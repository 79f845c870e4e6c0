import { useState } from 'react';
import { composeValidators, FormAlert, maxLength, required, serverFieldErrors, toApiError, useToast, validatorOf, type ApiError } from '@stepwise/shared';
import { Form, FORM_ERROR, TextField, ValidatedForm } from '@stepwise/shared/forms';
import { isProjectKey, PROJECT_NAME_MAX_LENGTH } from '@stepwise/contracts/rules';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkCreateProjectMutation, useWorkUpdateProjectMutation } from '../../../common/projects/projects-api';
import type { Project } from '../../../common/api/work-types';
import { DialogFormActions } from '../../../common/components/dialog-form-actions';
import { WorkDialog } from '../../../common/components/work-dialog';
import { PlanLimitNotice } from '../../../common/components/plan-limit-notice';
import { refusalMessageId } from '../../../common/errors/refusal-message';
import { KeySuggestion } from './key-suggestion';

interface ProjectValues {
  name: string;
  key: string;
}

const KEY_TAKEN = 'work.projects.form.keyTaken';
const validateName = composeValidators(required('work.projects.form.nameRequired'), maxLength(PROJECT_NAME_MAX_LENGTH, 'validation.tooLong'));
const validateKey = composeValidators(
  required('work.projects.form.keyRequired'),
  validatorOf(['work.projects.form.keyInvalid', KEY_TAKEN], (value) =>
    typeof value === 'string' && value && !isProjectKey(normalizeKey(value)) ? 'work.projects.form.keyInvalid' : undefined,
  ),
);

const FIELD_MESSAGES = {
  name: { required: 'work.projects.form.nameRequired', max_length: 'validation.tooLong' },
  key: { invalid: 'work.projects.form.keyInvalid', taken: KEY_TAKEN },
};

function normalizeKey(value: string): string {
  return value.trim().toUpperCase();
}

/** A failure the form shows above its fields: a message, or the plan's limit with the way to upgrade. */
type FormRefusal = { messageId: string } | { planLimit: ApiError };

export interface ProjectFormDialogProps {
  workspaceId: number;
  /** The project to edit; null creates one. */
  project: Project | null;
  open: boolean;
  onClose: () => void;
}

/** Create or edit a project: its name and its key (suggested from the name until typed). */
export function ProjectFormDialog({ workspaceId, project, open, onClose }: ProjectFormDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const [createProject] = useWorkCreateProjectMutation();
  const [updateProject] = useWorkUpdateProjectMutation();
  const [keyTyped, setKeyTyped] = useState(project !== null);

  async function submit(values: ProjectValues) {
    const body = { name: values.name.trim(), key: normalizeKey(values.key) };
    const result = project ? await updateProject({ projectId: project.id, body }) : await createProject({ workspaceId, body });
    if ('error' in result) {
      const error = toApiError(result.error);
      if (error.code === 'plan_limit') return { [FORM_ERROR]: { planLimit: error } satisfies FormRefusal };
      if (error.code === 'project_key_taken') return { key: KEY_TAKEN };
      return serverFieldErrors(error, FIELD_MESSAGES) ?? { [FORM_ERROR]: { messageId: refusalMessageId(error) } satisfies FormRefusal };
    }
    toast('success', project ? 'work.projects.saved' : 'work.projects.created', { name: body.name });
    onClose();
    return undefined;
  }

  return (
    <WorkDialog open={open} title={intl.formatMessage({ id: project ? 'work.projects.form.editTitle' : 'work.projects.form.newTitle' })} onClose={onClose}>
      <Form<ProjectValues>
        onSubmit={submit}
        initialValues={{ name: project?.name ?? '', key: project?.key ?? '' }}
        render={({ handleSubmit, submitError, submitting }) => {
          const refusal = submitError as FormRefusal | undefined;
          return (
            <ValidatedForm handleSubmit={handleSubmit}>
              {refusal && 'planLimit' in refusal && <PlanLimitNotice error={refusal.planLimit} workspaceId={workspaceId} />}
              {refusal && 'messageId' in refusal && (
                <FormAlert>
                  <FormattedMessage id={refusal.messageId} />
                </FormAlert>
              )}
              <KeySuggestion enabled={!keyTyped} />
              <TextField name="name" label={intl.formatMessage({ id: 'work.projects.form.name' })} validate={validateName} data-autofocus="" />
              <TextField
                name="key"
                label={intl.formatMessage({ id: 'work.projects.form.key' })}
                hint={intl.formatMessage({ id: 'work.projects.form.keyHint' })}
                validate={validateKey}
                autoCapitalize="characters"
                spellCheck={false}
                onInput={() => setKeyTyped(true)}
                css={{ textTransform: 'uppercase' }}
              />
              <DialogFormActions submitLabelId={project ? 'work.common.save' : 'work.projects.form.create'} submitting={submitting} onCancel={onClose} />
            </ValidatedForm>
          );
        }}
      />
    </WorkDialog>
  );
}
