import { useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import type { ScheduleResponse } from '@stepwise/contracts';
import { Button, FormAlert, toApiError, useToast } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkSaveScheduleMutation } from './working-time-api';
import { refusalMessageId } from '../errors/refusal-message';
import { LeaveGuard } from '../components/leave-guard';
import { TimeZonePicker } from './time-zone-picker';
import { isTimeZone } from '@stepwise/contracts/rules';
import { useWeekdayNames } from './use-weekday-names';
import { WeekdayRow } from './weekday-row';
import {
  bodyOf,
  copyMondayToWeekdays,
  draftOf,
  sameDraft,
  weekIssues,
  weekMinutes,
  WEEKDAYS,
  withDay,
  type DraftInterval,
  type Weekday,
  type WeekDraft,
} from './week-draft';

export interface ScheduleEditorProps {
  workspaceId: number;
  /** A member's schedule; omitted = the workspace default. */
  userId?: number;
  schedule: ScheduleResponse;
}

const ISSUE_MESSAGES = { format: 'work.schedule.issue.format', empty: 'work.schedule.issue.empty', overlap: 'work.schedule.issue.overlap' } as const;
const SERVER_INVALID = 'work.schedule.issue.refused';
const DEFAULT_DAY: DraftInterval[] = [
  ['09:00', '13:00'],
  ['14:00', '18:00'],
];

/**
 * Edits a weekly schedule: its zone and each weekday's intervals, checked as the API checks them.
 * Until it is changed it follows the saved schedule (a change made elsewhere arrives live).
 */
export function ScheduleEditor({ workspaceId, userId, schedule }: ScheduleEditorProps) {
  const theme = useTheme();
  const intl = useIntl();
  const toast = useToast();
  const dayNames = useWeekdayNames();
  const [save, { isLoading: saving }] = useWorkSaveScheduleMutation();
  const [edited, setEdited] = useState<WeekDraft | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [refusalId, setRefusalId] = useState<string | null>(null);
  const hiddenDays = useRef(new Map<Weekday, DraftInterval[]>());
  const formRef = useRef<HTMLFormElement>(null);

  const saved = draftOf(schedule);
  const draft = edited ?? saved;
  const dirty = edited !== null && !sameDraft(edited, saved);

  const issues = weekIssues(draft);
  const zoneErrorId = serverFields.time_zone || !isTimeZone(draft.timeZone) ? 'work.schedule.timeZoneInvalid' : undefined;

  function change(next: WeekDraft, clearedFields: (field: string) => boolean) {
    setEdited(next);
    setRefusalId(null);
    setServerFields((fields) => Object.fromEntries(Object.entries(fields).filter(([field]) => !clearedFields(field))));
  }

  function changeDay(day: Weekday, intervals: DraftInterval[]) {
    change(withDay(draft, day, intervals), (field) => field.startsWith(`week.${day}.`));
  }

  function setDayOff(day: Weekday, dayOff: boolean) {
    if (dayOff) hiddenDays.current.set(day, draft.week[day]);
    changeDay(day, dayOff ? [] : (hiddenDays.current.get(day) ?? DEFAULT_DAY));
  }

  function dayErrors(day: Weekday): Map<number, string> {
    const errors = new Map<number, string>();
    draft.week[day].forEach((_, index) => {
      const key = `week.${day}.${index}`;
      const issue = issues.get(key);
      if (issue) errors.set(index, ISSUE_MESSAGES[issue]);
      else if (serverFields[key]) errors.set(index, SERVER_INVALID);
    });
    return errors;
  }

  function discard() {
    setEdited(null);
    setServerFields({});
    setRefusalId(null);
    hiddenDays.current.clear();
  }

  async function submit() {
    if (issues.size > 0 || zoneErrorId) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const result = await save({ workspaceId, userId, body: bodyOf(draft) });
    if ('error' in result) {
      const error = toApiError(result.error);
      const fields = Object.fromEntries(Object.entries(error.fields ?? {}).filter(([field]) => field === 'time_zone' || /^week\.\w{3}\.\d+$/.test(field)));
      setServerFields(fields);
      setRefusalId(Object.keys(fields).length > 0 ? null : refusalMessageId(error));
      return;
    }
    setEdited(null);
    hiddenDays.current.clear();
    toast('success', 'work.schedule.saved');
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      css={{ display: 'grid', gap: theme.space.md, minWidth: 0 }}
    >
      <LeaveGuard active={dirty} messageId="work.schedule.leaveWarning" />
      {refusalId && (
        <FormAlert>
          <FormattedMessage id={refusalId} />
        </FormAlert>
      )}
      <TimeZonePicker
        value={draft.timeZone}
        errorId={zoneErrorId}
        onChange={(zone) => change({ ...draft, timeZone: zone }, (field) => field === 'time_zone')}
      />
      <div>
        <Button variant="secondary" onClick={() => change(copyMondayToWeekdays(draft), (field) => /^week\.(tue|wed|thu|fri)\./.test(field))}>
          <FormattedMessage id="work.schedule.copyMonday" />
        </Button>
      </div>
      <div>
        {WEEKDAYS.map((day) => (
          <WeekdayRow
            key={day}
            dayName={dayNames[day]}
            intervals={draft.week[day]}
            errors={dayErrors(day)}
            onChange={(intervals) => changeDay(day, intervals)}
            onDayOffChange={(dayOff) => setDayOff(day, dayOff)}
          />
        ))}
      </div>
      <p css={{ margin: 0 }} aria-live="polite">
        <FormattedMessage id="work.schedule.total" values={{ hours: intl.formatNumber(weekMinutes(draft) / 60, { maximumFractionDigits: 2 }) }} />
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }}>
        <Button type="submit" busy={saving}>
          <FormattedMessage id="work.schedule.save" />
        </Button>
        <Button variant="secondary" disabled={!dirty || saving} onClick={discard}>
          <FormattedMessage id="work.schedule.discard" />
        </Button>
        <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }} aria-live="polite">
          {dirty && <FormattedMessage id="work.schedule.unsaved" />}
        </span>
      </div>
    </form>
  );
}
