import { useId, useState } from 'react';
import { useTheme } from '@emotion/react';
import type { CalendarBody } from '@stepwise/contracts';
import { ErrorPanel, FormAlert, LoadingStatus, toApiError, useToast } from '@stepwise/shared';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useWorkCalendarQuery, useWorkSaveCalendarMutation } from '../../../common/schedule/working-time-api';
import { refusalMessageId } from '../../../common/errors/refusal-message';
import { inlineControlStyle } from '../../../common/styles/inline-control';
import { addOwnDay, removeOwnDay, sameCalendar, type OwnDaysList } from '../calendar-draft';
import { OwnDaysEditor } from './own-days-editor';
import { TitledSection } from '../../../common/components/titled-section';
import { DraftActions } from './draft-actions';

const COUNTRY_MESSAGES = { RU: 'work.settings.calendar.country.RU', none: 'work.settings.calendar.country.none' } as const;

/** Why the API refused the calendar: a day it does not take (in both lists, or no such day), else the common reason. */
function saveRefusalId(error: ReturnType<typeof toApiError>): string {
  const fields = Object.keys(error.fields ?? {});
  if (fields.some((field) => field.startsWith('holidays') || field.startsWith('working_days'))) return 'work.settings.calendar.refusal.days';
  return refusalMessageId(error);
}

function DayList({ days }: { days: string[] }) {
  if (days.length === 0) return <FormattedMessage id="work.settings.calendar.noDays" />;
  return (
    <ul css={{ margin: 0, paddingLeft: '1.25rem' }}>
      {days.map((day) => (
        <li key={day}>
          <time dateTime={day}>
            <FormattedDate value={`${day}T00:00:00Z`} day="numeric" month="long" year="numeric" timeZone="UTC" />
          </time>
        </li>
      ))}
    </ul>
  );
}

/** The calendar as a member sees it: read-only. */
function CalendarOverview({ calendar }: { calendar: CalendarBody }) {
  const theme = useTheme();
  return (
    <dl css={{ display: 'grid', gap: theme.space.sm, margin: 0, '& dt': { fontWeight: 600 }, '& dd': { margin: 0 } }}>
      <dt>
        <FormattedMessage id="work.settings.calendar.country" />
      </dt>
      <dd>
        <FormattedMessage id={COUNTRY_MESSAGES[calendar.country ?? 'none']} />
      </dd>
      <dt>
        <FormattedMessage id="work.settings.calendar.holidays" />
      </dt>
      <dd>
        <DayList days={calendar.holidays} />
      </dd>
      <dt>
        <FormattedMessage id="work.settings.calendar.workingDays" />
      </dt>
      <dd>
        <DayList days={calendar.working_days} />
      </dd>
    </dl>
  );
}

/** The calendar as an admin edits it: the preset and the own days, saved at once (PUT …/calendar). */
function CalendarEditor({ workspaceId, saved }: { workspaceId: number; saved: CalendarBody }) {
  const theme = useTheme();
  const toast = useToast();
  const intl = useIntl();
  const countryId = useId();
  const [draft, setDraft] = useState(saved);
  const [base, setBase] = useState(saved);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useWorkSaveCalendarMutation();
  const dirty = !sameCalendar(draft, saved);
  // A calendar saved elsewhere (another admin, announced live) replaces the draft only when nothing here was changed.
  if (base !== saved) {
    setBase(saved);
    if (sameCalendar(draft, base)) setDraft(saved);
  }

  const adder = (list: OwnDaysList) => (date: string) => {
    const result = addOwnDay(draft, list, date);
    if ('problem' in result) return result.problem;
    setDraft(result.calendar);
    return null;
  };

  async function submit() {
    setRefusal(null);
    const result = await save({ workspaceId, body: draft });
    if ('error' in result) setRefusal(saveRefusalId(toApiError(result.error)));
    else toast('success', 'work.settings.calendar.saved');
  }

  return (
    <>
      <div css={{ display: 'grid', gap: theme.space.xs, maxWidth: '24rem' }}>
        <label htmlFor={countryId} css={{ fontWeight: 600 }}>
          <FormattedMessage id="work.settings.calendar.country" />
        </label>
        <select
          id={countryId}
          value={draft.country ?? ''}
          onChange={(event) => setDraft({ ...draft, country: event.target.value === 'RU' ? 'RU' : null })}
          css={inlineControlStyle(theme)}
        >
          <option value="RU">{intl.formatMessage({ id: COUNTRY_MESSAGES.RU })}</option>
          <option value="">{intl.formatMessage({ id: COUNTRY_MESSAGES.none })}</option>
        </select>
      </div>
      <div css={{ display: 'grid', gap: theme.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
        <OwnDaysEditor
          titleId="work.settings.calendar.holidays"
          addLabelId="work.settings.calendar.addHoliday"
          days={draft.holidays}
          onAdd={adder('holidays')}
          onRemove={(date) => setDraft(removeOwnDay(draft, 'holidays', date))}
        />
        <OwnDaysEditor
          titleId="work.settings.calendar.workingDays"
          addLabelId="work.settings.calendar.addWorkingDay"
          days={draft.working_days}
          onAdd={adder('working_days')}
          onRemove={(date) => setDraft(removeOwnDay(draft, 'working_days', date))}
        />
      </div>
      {refusal && (
        <FormAlert>
          <FormattedMessage id={refusal} />
        </FormAlert>
      )}
      <DraftActions saveMessageId="work.settings.calendar.save" dirty={dirty} saving={saving} onSave={() => void submit()} onDiscard={() => setDraft(saved)} />
    </>
  );
}

export interface HolidayCalendarSectionProps {
  workspaceId: number;
  isAdmin: boolean;
}

/** Settings: the workspace's holiday calendar (the forecast's working days); admins edit it, members read it. */
export function HolidayCalendarSection({ workspaceId, isAdmin }: HolidayCalendarSectionProps) {
  const theme = useTheme();
  const { data, error, isLoading, refetch } = useWorkCalendarQuery(workspaceId);
  let body;
  if (isLoading) body = <LoadingStatus />;
  else if (error || !data) body = <ErrorPanel error={error} titleId="work.settings.calendar.loadFailed" onRetry={() => void refetch()} />;
  else if (isAdmin) body = <CalendarEditor workspaceId={workspaceId} saved={data} />;
  else body = <CalendarOverview calendar={data} />;
  return (
    <TitledSection title={<FormattedMessage id="work.settings.calendar.title" />}>
      <p css={{ margin: 0 }}>
        <FormattedMessage id="work.settings.calendar.intro" />
      </p>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>
        <FormattedMessage id="work.settings.calendar.weekendHours" />
      </p>
      {!isAdmin && (
        <p css={{ margin: 0 }}>
          <FormattedMessage id="work.settings.calendar.readOnly" />
        </p>
      )}
      {body}
    </TitledSection>
  );
}
