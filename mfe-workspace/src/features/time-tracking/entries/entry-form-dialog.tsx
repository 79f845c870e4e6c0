import { useTheme } from '@emotion/react';
import { LoadingStatus, serverFieldErrors, toApiError, useToast } from '@stepwise/shared';
import { Field, Form, FORM_ERROR, SelectField, TextAreaField, TextField, ValidatedForm, type SelectOption } from '@stepwise/shared/forms';
import { FormattedMessage, useIntl } from 'react-intl';
import { localDayOf } from '@stepwise/scheduling';
import { useWorkCreateTimeEntryMutation, useWorkUpdateTimeEntryMutation, type TimeEntry } from '../time-api';
import { DialogFormActions } from '../../../common/components/dialog-form-actions';
import { WorkDialog } from '../../../common/components/work-dialog';
import { refusalMessageId } from '../../../common/errors/refusal-message';
import { useCurrentUserId } from '../../../common/hooks/use-current-user-id';
import { useMemberTimeZone } from '../../../common/hooks/use-member-time-zone';
import {
  FIELD_MESSAGES,
  FIELD_OF_API,
  createEntryBody,
  initialEntryValues,
  updateEntryBody,
  validateDate,
  validateDuration,
  validateEnd,
  validateNote,
  validateStart,
  validateTask,
  type EntryValues,
} from './entry-values';
import { OverlapMessage, overlappingEntry } from './overlap-message';
import { SUPPORTED_DATE_INPUT, SUPPORTED_YEARS } from '../../../common/time/supported-dates';

export interface EntryFormDialogProps {
  workspaceId: number;
  open: boolean;
  onClose: () => void;
  /** The entry being edited; absent: a new one. */
  entry?: TimeEntry;
  /** The task of a new entry when the form is opened from it (no task to choose). */
  taskId?: number;
  /** Tasks to choose from when no task is given. */
  taskOptions?: SelectOption[];
  /** Whose entry a new one is (an admin adding for another member); the signed-in member by default. */
  userId?: number;
}

/** Why a save failed, shown above the actions: a message id, or the entry the span collides with. */
type SubmitError = string | { overlap: TimeEntry };

function FormMessage({ error }: { error: SubmitError | undefined }) {
  const theme = useTheme();
  // Room for two lines is kept, so the message does not move the form when it appears.
  return (
    <div role="alert" css={{ minHeight: '3em', color: theme.colors.danger }}>
      {typeof error === 'string' && <FormattedMessage id={error} />}
      {typeof error === 'object' && <OverlapMessage entry={error.overlap} />}
    </div>
  );
}

/**
 * Adds or edits a time entry by hand: task, date, start and end or duration, note. Dates and times
 * are the wall clock of the member whose entry it is, in their time zone (their working hours').
 */
export function EntryFormDialog({ workspaceId, open, onClose, entry, taskId, taskOptions = [], userId }: EntryFormDialogProps) {
  const theme = useTheme();
  const intl = useIntl();
  const toast = useToast();
  const selfId = useCurrentUserId();
  const { timeZone, ready } = useMemberTimeZone(workspaceId, entry?.user_id ?? userId ?? selfId);
  const [createEntry] = useWorkCreateTimeEntryMutation();
  const [updateEntry] = useWorkUpdateTimeEntryMutation();
  const label = (id: string) => intl.formatMessage({ id });

  async function submit(values: EntryValues) {
    const result = entry
      ? await updateEntry({ workspaceId, entryId: entry.id, taskId: entry.task_id, body: updateEntryBody(values, timeZone) })
      : await createEntry({ workspaceId, body: createEntryBody(values, timeZone, userId !== undefined && userId !== selfId ? userId : undefined) });
    if ('error' in result && result.error !== undefined) {
      const error = toApiError(result.error);
      const overlap = error.code === 'time_entry_overlap' ? overlappingEntry(result.error) : null;
      if (overlap) return { [FORM_ERROR]: { overlap } satisfies SubmitError };
      const fields = Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, code]) => [FIELD_OF_API[field] ?? field, code]));
      return serverFieldErrors({ ...error, fields }, FIELD_MESSAGES) ?? { [FORM_ERROR]: refusalMessageId(error) };
    }
    toast('success', entry ? 'work.time.saved' : 'work.time.added');
    onClose();
    return undefined;
  }

  return (
    <WorkDialog open={open} title={label(entry ? 'work.time.editTitle' : 'work.time.addTitle')} onClose={onClose}>
      {!ready && <LoadingStatus />}
      {ready && (
        <Form<EntryValues>
          onSubmit={submit}
          initialValues={initialEntryValues(timeZone, localDayOf(timeZone, Date.now()), taskId ?? null, entry)}
          render={({ handleSubmit, submitError, submitting, values }) => (
            <ValidatedForm handleSubmit={handleSubmit}>
              {taskId === undefined && (
                <SelectField
                  name="taskId"
                  label={label('work.time.task')}
                  options={taskOptions}
                  placeholder={label('work.time.chooseTask')}
                  validate={validateTask}
                  data-autofocus=""
                />
              )}
              <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, '& > *': { flex: '1 1 9rem' } }}>
                <TextField
                  name="date"
                  type="date"
                  {...SUPPORTED_DATE_INPUT}
                  label={label('work.time.date')}
                  validate={validateDate}
                  errorValues={SUPPORTED_YEARS}
                  {...(taskId !== undefined && { 'data-autofocus': '' })}
                />
                <TextField name="start" type="time" label={label('work.time.start')} validate={validateStart} />
              </div>
              <p css={{ margin: `0 0 ${theme.space.sm}`, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
                <FormattedMessage id="work.time.zone" values={{ zone: timeZone }} />
              </p>
              <fieldset css={{ border: 0, padding: 0, margin: `0 0 ${theme.space.sm}`, display: 'flex', flexWrap: 'wrap', gap: theme.space.md }}>
                <legend css={{ fontWeight: 600, marginBottom: theme.space.xs }}>
                  <FormattedMessage id="work.time.mode" />
                </legend>
                {(['end', 'duration'] as const).map((mode) => (
                  <label key={mode} css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space.xs, minHeight: 44 }}>
                    <Field<string> name="mode" type="radio" value={mode} component="input" />
                    <FormattedMessage id={mode === 'end' ? 'work.time.mode.end' : 'work.time.mode.duration'} />
                  </label>
                ))}
              </fieldset>
              {values.mode === 'end' ? (
                <TextField key="end" name="end" type="time" label={label('work.time.end')} validate={validateEnd} />
              ) : (
                <div key="duration" css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, '& > *': { flex: '1 1 7rem' } }}>
                  <TextField name="hours" inputMode="numeric" label={label('work.time.hours')} validate={validateDuration} />
                  <TextField name="minutes" inputMode="numeric" label={label('work.time.minutes')} />
                </div>
              )}
              <TextAreaField name="note" rows={2} label={label('work.time.note')} validate={validateNote} />
              <FormMessage error={submitError as SubmitError | undefined} />
              <DialogFormActions submitLabelId={entry ? 'work.time.save' : 'work.time.add'} submitting={submitting} onCancel={onClose} />
            </ValidatedForm>
          )}
        />
      )}
    </WorkDialog>
  );
}
