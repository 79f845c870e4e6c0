import { formatPace } from '../../common/components/forecast/format-pace';
import { memo, useCallback, useMemo } from 'react';
import { useTheme } from '@emotion/react';
import type { ForecastPreviewResponse, ForecastResponse } from '@stepwise/contracts';
import { Skeleton } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWorkCalendarDaysQuery } from '../../common/schedule/working-time-api';
import { useWorkFlowQuery } from '../../common/tasks/task-queries';
import type { Member } from '../../common/api/work-types';
import { MemberAvatar } from '../../common/components/member-avatar';
import { useFlowMove } from '../../common/hooks/use-flow-move';
import type { FlowMove } from '../../common/tasks/flow-move';
import { LaneShading } from './lane-shading';
import { TimelineBar, type BarHandlers, type BarPlace } from './timeline-bar';
import { riskColor, type TimelineBarModel } from './timeline-bar-model';
import { inRange, xOf, xOfDate, type TimelineRange } from './timeline-range';
import { TIMELINE_CLASS } from './timeline-styles';
import type { FlowDraft } from './use-flow-preview';
import { useLaneMove, type MoveEnd } from './use-lane-move';

export const LANE_HEIGHT = 56;
export const LABEL_WIDTH = { phone: 128, desktop: 200 } as const;

export type PreviewTask = ForecastPreviewResponse['tasks'][number];

export interface TimelineLaneProps {
  member: Member;
  forecast: ForecastResponse['members'][number] | undefined;
  workspaceId: number;
  range: TimelineRange;
  nowX: number;
  /** The previewed dates of this member's tasks while a move is proposed. */
  ghosts: readonly PreviewTask[];
  canReorder: boolean;
  /** The task whose tooltip shows, when it is one of this lane's. */
  tipTaskId: number | null;
  tipId: string;
  hintId: string;
  top: number;
  /** The x span of the range in view, overscan included: bars outside it are not drawn. */
  shownFrom: number;
  shownTo: number;
  onDraft(draft: FlowDraft | null, end?: MoveEnd): void;
  onOpen(taskId: number): void;
  onShowTip(model: TimelineBarModel, element: HTMLElement): void;
  onHideTip(): void;
}

/** One member's row: their non-working days, their flow as bars in order, a due marker per task with a due date. */
export const TimelineLane = memo(function TimelineLane(props: TimelineLaneProps) {
  const {
    member,
    forecast,
    workspaceId,
    range,
    nowX,
    ghosts,
    canReorder,
    tipTaskId,
    tipId,
    hintId,
    top,
    shownFrom,
    shownTo,
    onDraft,
    onOpen,
    onShowTip,
    onHideTip,
  } = props;
  const theme = useTheme();
  const intl = useIntl();
  const userId = member.user_id;
  const { data: flow, isError, refetch } = useWorkFlowQuery({ workspaceId, userId });
  const { data: days } = useWorkCalendarDaysQuery({ workspaceId, from: range.from, to: range.to, userId });
  const move = useFlowMove(workspaceId, userId);
  const commit = useCallback((flowMove: FlowMove) => void move(flowMove), [move]);

  const { bars, flowIds, queueIds } = useMemo(() => {
    const dates = new Map((forecast?.tasks ?? []).map((task) => [task.task_id, task]));
    const models = new Map<number, TimelineBarModel>();
    for (const task of flow ?? []) {
      const forecastOf = dates.get(task.id);
      if (!forecastOf) continue;
      models.set(task.id, {
        taskId: task.id,
        userId,
        title: task.title,
        startMs: Date.parse(forecastOf.start_at),
        p50Ms: Date.parse(forecastOf.finish_p50),
        p85Ms: Date.parse(forecastOf.finish_p85),
        risk: forecastOf.risk,
        dueOn: task.due_on,
        movable: canReorder && task.state !== 'in_progress',
      });
    }
    const ids = (flow ?? []).map((task) => task.id);
    return { bars: models, flowIds: ids, queueIds: (flow ?? []).filter((task) => task.state !== 'in_progress').map((task) => task.id) };
  }, [flow, forecast, userId, canReorder]);

  const { movingTaskId, handlers: moveHandlers } = useLaneMove({ userId, flowIds, queueIds, bars, range, onDraft, onCommit: commit, onOpen });
  const handlers: BarHandlers = useMemo(() => ({ ...moveHandlers, onShowTip, onHideTip }), [moveHandlers, onShowTip, onHideTip]);

  // Places, colours and the due marks' words once per flow and range, not on every drawing.
  const places = useMemo(() => {
    const dueDate = intl.formatters.getDateTimeFormat(intl.locale, { day: 'numeric', month: 'short' });
    const laid: LaidBar[] = [];
    for (const model of bars.values()) {
      const dueEnd = model.dueOn ? endOfDayMs(model.dueOn) : 0;
      if (!inRange(range, model.startMs, Math.max(model.p85Ms, dueEnd))) continue;
      const left = xOf(range, model.startMs);
      const solid = Math.max(4, xOf(range, model.p50Ms) - left);
      const width = Math.max(solid, xOf(range, model.p85Ms) - left);
      const due = model.dueOn
        ? {
            x: xOfDate(range, model.dueOn) + range.dayWidth - 1,
            label: intl.formatMessage({ id: 'work.timeline.dueMarker' }, { title: model.title, date: dueDate.format(dueEnd) }),
          }
        : null;
      laid.push({ model, left, solid, width, color: riskColor(theme, model.risk), due, right: Math.max(left + width + TITLE_ALLOWANCE, due ? due.x : 0) });
    }
    return laid;
  }, [bars, range, intl, theme]);
  const shown = places.filter((place) => place.right >= shownFrom && place.left <= shownTo);
  const labelId = `timeline-lane-${userId}`;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      css={{ position: 'absolute', left: 0, display: 'flex', height: LANE_HEIGHT, borderBottom: `1px solid ${theme.colors.border}` }}
      style={{ top, width: `calc(var(--timeline-label) + ${range.width}px)` }}
    >
      <div
        css={{
          position: 'sticky',
          left: 0,
          zIndex: 2,
          width: 'var(--timeline-label)',
          flex: 'none',
          display: 'grid',
          alignContent: 'center',
          gap: 2,
          padding: `0 ${theme.space.sm}`,
          background: theme.colors.background,
          borderRight: `1px solid ${theme.colors.border}`,
          fontSize: theme.fontSizes.sm,
          minWidth: 0,
        }}
      >
        <span id={labelId} css={{ minWidth: 0 }}>
          <MemberAvatar member={member} withName />
        </span>
        {forecast && (
          <span css={{ color: theme.colors.textMuted }}>
            <FormattedMessage id="work.timeline.pace" values={{ pace: formatPace(intl, forecast.pace) }} />
          </span>
        )}
      </div>
      <div css={{ position: 'relative', flex: 'none', overflow: 'hidden' }} style={{ width: range.width }} aria-busy={flow === undefined || undefined}>
        <LaneShading days={days} range={range} />
        <div aria-hidden="true" css={{ position: 'absolute', top: 0, bottom: 0, width: 2, background: theme.colors.focus }} style={{ left: nowX }} />
        {flow === undefined && !isError && (
          <div css={{ position: 'absolute', top: '35%', left: theme.space.sm, width: '40%' }}>
            <Skeleton />
          </div>
        )}
        {isError && (
          <button
            type="button"
            onClick={() => void refetch()}
            css={{ position: 'sticky', left: 0, margin: theme.space.sm, font: 'inherit', fontSize: theme.fontSizes.sm }}
          >
            <FormattedMessage id="work.timeline.laneFailed" />
          </button>
        )}
        {ghosts.map((ghost) => (
          <GhostBar key={ghost.task_id} ghost={ghost} range={range} />
        ))}
        {shown.map((place) => (
          <TimelineBar
            key={place.model.taskId}
            place={place}
            handlers={handlers}
            moving={movingTaskId === place.model.taskId}
            describedBy={tipTaskId === place.model.taskId ? tipId : place.model.movable ? hintId : undefined}
          />
        ))}
        {shown.map(({ model, due, color }) =>
          due === null ? null : (
            <span
              key={`due-${model.taskId}`}
              role="img"
              aria-label={due.label}
              className={TIMELINE_CLASS.due}
              style={{ left: due.x, borderLeftColor: color }}
            />
          ),
        )}
      </div>
    </div>
  );
});

/** Room kept right of a bar for a title written beside it, so a bar is drawn before its title scrolls into view. */
const TITLE_ALLOWANCE = 240;

interface LaidBar extends BarPlace {
  due: { x: number; label: string } | null;
  /** The rightmost x the bar, its title or its due mark reaches. */
  right: number;
}

function endOfDayMs(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day + 1).getTime() - 1;
}

/** Where a task would land if the proposed order were saved. */
const GhostBar = memo(function GhostBar({ ghost, range }: { ghost: PreviewTask; range: TimelineRange }) {
  const theme = useTheme();
  const left = xOf(range, Date.parse(ghost.start_at));
  const p50 = xOf(range, Date.parse(ghost.finish_p50)) - left;
  const p85 = xOf(range, Date.parse(ghost.finish_p85)) - left;
  const color = riskColor(theme, ghost.risk);
  return (
    <div
      aria-hidden="true"
      data-ghost-bar={ghost.task_id}
      css={{ position: 'absolute', top: 6, bottom: 6, zIndex: 1, pointerEvents: 'none' }}
      style={{ left, width: Math.max(p85, 4) }}
    >
      <div css={{ position: 'absolute', inset: 0, border: `2px dashed ${color}`, borderRadius: theme.radii.sm, opacity: 0.5 }} />
      <div
        css={{ position: 'absolute', top: 0, bottom: 0, left: 0, border: `2px dashed ${color}`, borderRadius: theme.radii.sm }}
        style={{ width: Math.max(p50, 4) }}
      />
    </div>
  );
});
