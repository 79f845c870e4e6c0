import { useEffect, useRef } from 'react';
import { useTheme } from '@emotion/react';
import { Button, FormAlert, toApiError, useToast } from '@stepwise/shared';
import { CheckboxField, Form, FORM_ERROR, SelectField, TextField, ValidatedForm, useField, useForm } from '@stepwise/shared/forms';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkCreateTaskMutation } from '../../common/tasks/task-mutations';
import { WorkDialog } from '../../common/components/work-dialog';
import { useCurrentUserId } from '../../common/hooks/use-current-user-id';
import { useWorkLookups, type WorkLookups } from '../../common/hooks/use-work-lookups';
import { complexityOptions, goalOptions, memberOptions, projectOptions, sphereOptions, stageOptions } from '../../common/tasks/task-options';
import { refusalMessageId } from '../../common/errors/refusal-message';
import { SUPPORTED_DATE_INPUT } from '../../common/time/supported-dates';
import type { QuickCreateDefaults } from './quick-create-context';
import { createTaskBody, validateEstimate, validateTitle, type QuickCreateValues } from './quick-create-fields';

export interface QuickCreateDialogProps {
  workspaceId: number;
  /** Null while closed. */
  defaults: QuickCreateDefaults | null;
  onClose: () => void;
}

/** The stage list follows the chosen sphere; choosing another sphere clears the stage. */
function StageField({ lookups }: { lookups: WorkLookups }) {
  const intl = useIntl();
  const form = useForm();
  const sphere = useField<string>('sphere', { subscription: { value: true } }).input.value;
  const previous = useRef(sphere);
  useEffect(() => {
    if (previous.current !== sphere) form.change('stage', '');
    previous.current = sphere;
  }, [form, sphere]);
  return (
    <SelectField
      name="stage"
      label={intl.formatMessage({ id: 'work.field.stage' })}
      placeholder={intl.formatMessage({ id: 'work.quickCreate.firstStage' })}
      options={stageOptions(lookups, sphere ? Number(sphere) : (lookups.spheres[0]?.id ?? null))}
    />
  );
}

function initialValues(defaults: QuickCreateDefaults, me: number): QuickCreateValues {
  const assignee = defaults.assigneeId === undefined ? me : defaults.assigneeId;
  return {
    title: '',
    assignee: assignee === null ? '' : String(assignee),
    sphere: '',
    stage: '',
    goal: defaults.goalId === undefined ? '' : String(defaults.goalId),
    project: defaults.projectId === undefined ? '' : String(defaults.projectId),
    estimateHours: '',
    estimateMinutes: '',
    complexity: '',
    due: '',
    another: false,
  };
}

/**
 * A new task in a few keystrokes: the title, and whatever else is known. Enter creates it; with
 * "create another" the dialog stays, empty but for the choices made, for the next one.
 */
export function QuickCreateDialog({ workspaceId, defaults, onClose }: QuickCreateDialogProps) {
  return (
    <WorkDialog open={defaults !== null} onClose={onClose} title={<FormattedMessage id="work.quickCreate.title" />}>
      {defaults && <QuickCreateForm workspaceId={workspaceId} defaults={defaults} onClose={onClose} />}
    </WorkDialog>
  );
}

/** The form, mounted while the dialog is open: the workspace's members, goals and so on are read only then. */
function QuickCreateForm({ workspaceId, defaults, onClose }: { workspaceId: number; defaults: QuickCreateDefaults; onClose: () => void }) {
  const theme = useTheme();
  const intl = useIntl();
  const showToast = useToast();
  const me = useCurrentUserId();
  const lookups = useWorkLookups(workspaceId);
  const [createTask] = useWorkCreateTaskMutation();
  const titleRef = useRef<HTMLInputElement>(null);
  const label = (id: string) => intl.formatMessage({ id });
  const none = label('work.field.none');

  async function submit(values: QuickCreateValues) {
    const result = await createTask({ workspaceId, body: createTaskBody(values) });
    if ('error' in result && result.error !== undefined) {
      const error = toApiError(result.error);
      if (error.fields?.title) return { title: 'validation.invalid' };
      return { [FORM_ERROR]: refusalMessageId(result.error) };
    }
    showToast('success', 'work.quickCreate.created', { title: result.data.title });
    if (!values.another) onClose();
    return undefined;
  }

  return (
    <Form<QuickCreateValues>
      initialValues={initialValues(defaults, me)}
      onSubmit={async (values, form) => {
        const errors = await submit(values);
        if (errors || !values.another) return errors;
        // The next task keeps the choices made and starts from an empty title.
        window.setTimeout(() => {
          form.restart({ ...values, title: '' });
          titleRef.current?.focus();
        }, 0);
        return undefined;
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <ValidatedForm handleSubmit={handleSubmit} aria-label={label('work.quickCreate.title')} css={{ display: 'grid', gap: theme.space.xs }}>
          {typeof submitError === 'string' && (
            <FormAlert>
              <FormattedMessage id={submitError} />
            </FormAlert>
          )}
          <TextField ref={titleRef} name="title" label={label('work.field.title')} validate={validateTitle} autoComplete="off" data-autofocus="" />
          <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', columnGap: theme.space.md }}>
            <SelectField name="assignee" label={label('work.field.assignee')} placeholder={label('work.field.unassigned')} options={memberOptions(lookups)} />
            <SelectField
              name="sphere"
              label={label('work.field.sphere')}
              placeholder={label('work.quickCreate.firstSphere')}
              options={sphereOptions(lookups)}
            />
            <StageField lookups={lookups} />
            <SelectField name="goal" label={label('work.field.goal')} placeholder={none} options={goalOptions(lookups)} />
            <SelectField name="project" label={label('work.field.project')} placeholder={none} options={projectOptions(lookups)} />
            <SelectField name="complexity" label={label('work.field.complexity')} placeholder={none} options={complexityOptions()} />
            <TextField name="estimateHours" label={label('work.field.estimateHours')} inputMode="numeric" autoComplete="off" validate={validateEstimate} />
            <TextField name="estimateMinutes" label={label('work.field.estimateMinutes')} inputMode="numeric" autoComplete="off" />
            <TextField name="due" type="date" {...SUPPORTED_DATE_INPUT} label={label('work.field.due')} />
          </div>
          <CheckboxField name="another" label={label('work.quickCreate.another')} />
          <div css={{ display: 'flex', justifyContent: 'flex-end', gap: theme.space.sm, flexWrap: 'wrap' }}>
            <Button variant="secondary" onClick={onClose}>
              <FormattedMessage id="work.action.cancel" />
            </Button>
            <Button type="submit" busy={submitting}>
              <FormattedMessage id="work.quickCreate.create" />
            </Button>
          </div>
        </ValidatedForm>
      )}
    />
  );
}
