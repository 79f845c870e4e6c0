import { useMemo } from 'react';
import { useTheme } from '@emotion/react';
import { EmptyState, ErrorPanel, LoadingStatus } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useWorkForecastQuery } from '../../common/forecast/forecast-api';
import { useWorkMembersQuery } from '../../common/members/members-api';
import { WorkPage } from '../../common/components/work-page';
import { indexForecast } from '../../common/hooks/use-forecast-index';
import { useCurrentUserId } from '../../common/hooks/use-current-user-id';
import { useWorkspaceId } from '../../common/hooks/use-workspace-id';
import { Timeline } from './timeline';
import { TimelineLegend } from './timeline-legend';
import { isTimelineZoom, timelineRange, TIMELINE_ZOOMS, type TimelineZoom } from './timeline-range';

const ZOOM_PARAM = 'range';
const ZOOM_MESSAGES: Record<TimelineZoom, string> = {
  '2w': 'work.timeline.zoom.2w',
  '6w': 'work.timeline.zoom.6w',
  quarter: 'work.timeline.zoom.quarter',
};

function ZoomPicker({ zoom, onPick }: { zoom: TimelineZoom; onPick(zoom: TimelineZoom): void }) {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'work.timeline.zoom' })} css={{ display: 'flex', gap: theme.space.xs }}>
      {TIMELINE_ZOOMS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === zoom}
          onClick={() => onPick(option)}
          css={{
            font: 'inherit',
            fontSize: theme.fontSizes.sm,
            padding: `${theme.space.xs} ${theme.space.sm}`,
            borderRadius: theme.radii.sm,
            border: `1px solid ${option === zoom ? theme.colors.primary : theme.colors.border}`,
            background: option === zoom ? theme.colors.primary : theme.colors.background,
            color: option === zoom ? theme.colors.primaryText : theme.colors.text,
            cursor: 'pointer',
          }}
        >
          <FormattedMessage id={ZOOM_MESSAGES[option]} />
        </button>
      ))}
    </div>
  );
}

function TimelineScreen() {
  const theme = useTheme();
  const workspaceId = useWorkspaceId();
  const me = useCurrentUserId();
  const [params, setParams] = useSearchParams();
  const asked = params.get(ZOOM_PARAM);
  const zoom: TimelineZoom = isTimelineZoom(asked) ? asked : '2w';
  const range = useMemo(() => timelineRange(zoom), [zoom]);
  const membersQuery = useWorkMembersQuery(workspaceId);
  const forecastQuery = useWorkForecastQuery(workspaceId);
  const forecast = forecastQuery.data;
  const index = useMemo(() => indexForecast(forecast), [forecast]);

  if (membersQuery.isLoading || forecastQuery.isLoading) return <LoadingStatus panels={3} />;
  if (membersQuery.error || !membersQuery.data || forecastQuery.error || !forecast) {
    const retry = () => {
      if (membersQuery.error) void membersQuery.refetch();
      if (forecastQuery.error) void forecastQuery.refetch();
    };
    return <ErrorPanel error={membersQuery.error ?? forecastQuery.error} onRetry={retry} titleId="work.timeline.loadFailed" />;
  }
  const active = membersQuery.data.filter((member) => member.status === 'active');
  if (active.length === 0) return <EmptyState titleId="work.timeline.noMembers.title" textId="work.timeline.noMembers.text" />;
  if (index.tasks.size === 0) return <EmptyState titleId="work.timeline.empty.title" textId="work.timeline.empty.text" />;
  const isAdmin = active.some((member) => member.user_id === me && member.role === 'admin');
  const lanes = [...active].sort(
    (a, b) => Number(b.user_id === me) - Number(a.user_id === me) || `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`),
  );
  const pick = (next: TimelineZoom) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(ZOOM_PARAM, next);
      return updated;
    });

  return (
    <div css={{ display: 'grid', gap: theme.space.md, minWidth: 0 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center', justifyContent: 'space-between' }}>
        <ZoomPicker zoom={zoom} onPick={pick} />
        <TimelineLegend />
      </div>
      <Timeline workspaceId={workspaceId} lanes={lanes} forecast={forecast} index={index} range={range} canReorder={(userId) => isAdmin || userId === me} />
    </div>
  );
}

/** workspace-timeline: every member's flow on a day axis, with the forecast's dates and a preview of a move. */
export default function TimelinePage() {
  return (
    <WorkPage titleId="work.timeline.title">
      <TimelineScreen />
    </WorkPage>
  );
}
