import { useTheme } from '@emotion/react';
import { DAY_OFF_KINDS } from '@stepwise/contracts/rules';
import { FormAlert, serverFieldErrors, toApiError, useToast } from '@stepwise/shared';
import { CheckboxField, Form, FORM_ERROR, SelectField, TextField, ValidatedForm } from '@stepwise/shared/forms';
import { FormattedMessage, useIntl } from 'react-intl';
import { localToday } from '../../../common/time/local-today';
import { useWorkCreateDayOffMutation } from '../../../common/schedule/working-time-api';
import { DialogFormActions } from '../../../common/components/dialog-form-actions';
import { WorkDialog } from '../../../common/components/work-dialog';
import { refusalMessageId } from '../../../common/errors/refusal-message';
import {
  DAY_OFF_KIND_MESSAGES,
  dayOffBody,
  initialDayOffValues,
  validateFrom,
  validatePartEnd,
  validatePartStart,
  validateTo,
  type DayOffValues,
} from '../day-off-values';
import { SUPPORTED_DATE_INPUT, SUPPORTED_YEARS } from '../../../common/time/supported-dates';

export interface AddDayOffDialogProps {
  workspaceId: number;
  userId: number;
  open: boolean;
  onClose: () => void;
}

/** The API's field codes on the form's fields (`part` is the interval, shown at its end). */
const FIELD_MESSAGES = {
  from: { invalid: 'work.dayOff.error.date' },
  to: { invalid: 'work.dayOff.error.range' },
  partEnd: { invalid: 'work.dayOff.error.partOrder' },
};

/** Adds a day off: its kind and days, whole days or a part of each day. */
export function AddDayOffDialog({ workspaceId, userId, open, onClose }: AddDayOffDialogProps) {
  const theme = useTheme();
  const intl = useIntl();
  const toast = useToast();
  const [createDayOff] = useWorkCreateDayOffMutation();
  const kindOptions = DAY_OFF_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage({ id: DAY_OFF_KIND_MESSAGES[kind] }) }));

  async function submit(values: DayOffValues) {
    const result = await createDayOff({ workspaceId, userId, body: dayOffBody(values) });
    if ('error' in result) {
      const error = toApiError(result.error);
      const { part, ...fields } = error.fields ?? {};
      const mapped = serverFieldErrors({ ...error, fields: { ...fields, ...(part && { partEnd: part }) } }, FIELD_MESSAGES);
      return mapped ?? { [FORM_ERROR]: refusalMessageId(error) };
    }
    toast('success', 'work.dayOff.added');
    onClose();
    return undefined;
  }

  return (
    <WorkDialog open={open} title={intl.formatMessage({ id: 'work.dayOff.addTitle' })} onClose={onClose}>
      <Form<DayOffValues>
        onSubmit={submit}
        initialValues={initialDayOffValues(localToday())}
        render={({ handleSubmit, submitError, submitting, values }) => (
          <ValidatedForm handleSubmit={handleSubmit}>
            {typeof submitError === 'string' && (
              <FormAlert>
                <FormattedMessage id={submitError} />
              </FormAlert>
            )}
            <SelectField name="kind" label={intl.formatMessage({ id: 'work.dayOff.kind' })} options={kindOptions} data-autofocus="" />
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, '& > *': { flex: '1 1 10rem' } }}>
              <TextField
                name="from"
                type="date"
                {...SUPPORTED_DATE_INPUT}
                label={intl.formatMessage({ id: 'work.dayOff.from' })}
                validate={validateFrom}
                errorValues={SUPPORTED_YEARS}
              />
              <TextField
                name="to"
                type="date"
                {...SUPPORTED_DATE_INPUT}
                label={intl.formatMessage({ id: 'work.dayOff.to' })}
                validate={validateTo}
                errorValues={SUPPORTED_YEARS}
              />
            </div>
            <CheckboxField
              name="partOfDay"
              label={intl.formatMessage({ id: 'work.dayOff.partOfDay' })}
              hint={intl.formatMessage({ id: 'work.dayOff.partOfDayHint' })}
            />
            {values.partOfDay && (
              <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, '& > *': { flex: '1 1 10rem' } }}>
                <TextField name="partStart" type="time" label={intl.formatMessage({ id: 'work.dayOff.partStart' })} validate={validatePartStart} />
                <TextField name="partEnd" type="time" label={intl.formatMessage({ id: 'work.dayOff.partEnd' })} validate={validatePartEnd} />
              </div>
            )}
            <DialogFormActions submitLabelId="work.dayOff.submit" submitting={submitting} onCancel={onClose} />
          </ValidatedForm>
        )}
      />
    </WorkDialog>
  );
}
