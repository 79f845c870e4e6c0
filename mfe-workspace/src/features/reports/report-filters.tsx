import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { TIME_REPORT_GROUPS, type TimeReportGroup } from '@stepwise/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WorkLookups } from '../../common/hooks/use-work-lookups';
import { SUPPORTED_DATE_INPUT } from '../../common/time/supported-dates';
import { hasPeriod, type ReportQuery } from './report-query';

const GROUP_MESSAGES: Record<TimeReportGroup, string> = {
  member: 'work.reports.groupBy.member',
  goal: 'work.reports.groupBy.goal',
  sphere: 'work.reports.groupBy.sphere',
  project: 'work.reports.groupBy.project',
};

export interface ReportFiltersProps {
  query: ReportQuery;
  /** The period shown when the address has none (the last 30 days). */
  defaultPeriod: { from: string; to: string };
  lookups: WorkLookups;
  onChange(name: string, value: string | null): void;
}

function Field({ id, labelId, children }: { id: string; labelId: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <div css={{ display: 'grid', gap: theme.space.xs, fontSize: theme.fontSizes.sm }}>
      <label htmlFor={id}>
        <FormattedMessage id={labelId} />
      </label>
      {children}
    </div>
  );
}

/** The period (for reports that have one) and the filters; every change goes to the address. */
export function ReportFilters({ query, defaultPeriod, lookups, onChange }: ReportFiltersProps) {
  const theme = useTheme();
  const intl = useIntl();
  const control = {
    font: 'inherit',
    padding: theme.space.xs,
    borderRadius: theme.radii.sm,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.background,
    color: theme.colors.text,
    minHeight: 36,
  };
  const all = intl.formatMessage({ id: 'work.reports.filter.all' });
  const select = (id: string, labelId: string, param: string, value: string | null, options: ReadonlyArray<{ id: number; name: string }>) => (
    <Field id={id} labelId={labelId}>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(param, event.target.value || null)} css={control}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </Field>
  );
  const members = [...lookups.members.values()].map((member) => ({ id: member.user_id, name: `${member.first_name} ${member.last_name}`.trim() }));
  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'work.reports.filters' })}
      onSubmit={(event) => event.preventDefault()}
      css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'end' }}
    >
      {hasPeriod(query.report) && (
        <>
          <Field id="report-from" labelId="work.reports.filter.from">
            <input
              id="report-from"
              type="date"
              value={query.from ?? defaultPeriod.from}
              min={SUPPORTED_DATE_INPUT.min}
              max={query.to ?? defaultPeriod.to}
              onChange={(event) => onChange('from', event.target.value || null)}
              css={control}
            />
          </Field>
          <Field id="report-to" labelId="work.reports.filter.to">
            <input
              id="report-to"
              type="date"
              value={query.to ?? defaultPeriod.to}
              min={query.from ?? defaultPeriod.from}
              max={SUPPORTED_DATE_INPUT.max}
              onChange={(event) => onChange('to', event.target.value || null)}
              css={control}
            />
          </Field>
        </>
      )}
      {select('report-sphere', 'work.reports.filter.sphere', 'sphere_id', query.sphereId, lookups.spheres)}
      {select(
        'report-goal',
        'work.reports.filter.goal',
        'goal_id',
        query.goalId,
        [...lookups.goals.values()].map((goal) => ({ id: goal.id, name: goal.title })),
      )}
      {select('report-project', 'work.reports.filter.project', 'project_id', query.projectId, [...lookups.projects.values()])}
      {select('report-member', 'work.reports.filter.member', 'user_id', query.userId, members)}
      {query.report === 'time' && (
        <Field id="report-group" labelId="work.reports.filter.groupBy">
          <select id="report-group" value={query.groupBy} onChange={(event) => onChange('group_by', event.target.value)} css={control}>
            {TIME_REPORT_GROUPS.map((group) => (
              <option key={group} value={group}>
                {intl.formatMessage({ id: GROUP_MESSAGES[group] })}
              </option>
            ))}
          </select>
        </Field>
      )}
    </form>
  );
}
