import { useTheme } from '@emotion/react';
import { Button, validatorOf } from '@stepwise/shared';
import { Form, TextField, ValidatedForm } from '@stepwise/shared/forms';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Task } from '../api/work-types';
import { minutesFrom, splitMinutes } from '../tasks/minutes';
import { WorkDialog } from './work-dialog';

interface FinishValues {
  hours: string;
  minutes: string;
}

const wholeNumber = validatorOf(['work.finish.wholeNumber'], (value) =>
  typeof value !== 'string' || value.trim() === '' || /^\d+$/.test(value.trim()) ? undefined : 'work.finish.wholeNumber',
);

export interface FinishTaskDialogProps {
  task: Task | null;
  /** The time recorded so far, which the fields start with. */
  recordedMinutes: number;
  /** Finishes the task; `spentMinutes` only when the user changed the recorded time. */
  onFinish: (spentMinutes: number | undefined) => void;
  onClose: () => void;
}

/** Finishing a task: the time spent, prefilled from what was recorded, may be corrected. */
export function FinishTaskDialog({ task, recordedMinutes, onFinish, onClose }: FinishTaskDialogProps) {
  const theme = useTheme();
  const intl = useIntl();
  const recorded = splitMinutes(recordedMinutes);
  return (
    <WorkDialog open={task !== null} onClose={onClose} title={<FormattedMessage id="work.finish.title" values={{ title: task?.title ?? '' }} />}>
      <Form<FinishValues>
        initialValues={{ hours: String(recorded.hours), minutes: String(recorded.minutes) }}
        onSubmit={(values) => {
          const total = minutesFrom(values.hours ?? '', values.minutes ?? '') ?? 0;
          onFinish(total === recordedMinutes ? undefined : total);
        }}
        render={({ handleSubmit }) => (
          <ValidatedForm handleSubmit={handleSubmit} aria-label={intl.formatMessage({ id: 'work.finish.form' })}>
            <p css={{ marginTop: 0 }}>
              <FormattedMessage id="work.finish.text" />
            </p>
            <div css={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 8rem))', gap: theme.space.md }}>
              <TextField name="hours" label={intl.formatMessage({ id: 'work.field.hours' })} inputMode="numeric" autoComplete="off" validate={wholeNumber} />
              <TextField
                name="minutes"
                label={intl.formatMessage({ id: 'work.field.minutes' })}
                inputMode="numeric"
                autoComplete="off"
                validate={wholeNumber}
              />
            </div>
            <div css={{ display: 'flex', justifyContent: 'flex-end', gap: theme.space.sm }}>
              <Button variant="secondary" onClick={onClose}>
                <FormattedMessage id="work.action.cancel" />
              </Button>
              <Button type="submit">
                <FormattedMessage id="work.finish.confirm" />
              </Button>
            </div>
          </ValidatedForm>
        )}
      />
    </WorkDialog>
  );
}
