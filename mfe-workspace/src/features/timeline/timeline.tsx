import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Global, useTheme } from '@emotion/react';
import type { ForecastResponse } from '@stepwise/contracts';
import { visuallyHidden } from '@stepwise/shared';
import { useVirtualizer } from '@tanstack/react-virtual';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Member } from '../../common/api/work-types';
import type { ForecastIndex } from '../../common/hooks/use-forecast-index';
import { useOpenTask } from '../../common/hooks/use-open-task';
import { BarTooltip, type BarTip } from './bar-tooltip';
import { AXIS_HEIGHT, TimelineAxis } from './timeline-axis';
import type { TimelineBarModel } from './timeline-bar-model';
import { LABEL_WIDTH, LANE_HEIGHT, TimelineLane, type PreviewTask } from './timeline-lane';
import { xOf, type TimelineRange } from './timeline-range';
import { PreviewStatus } from './preview-status';
import { timelineGlobalStyles } from './timeline-styles';
import { useFlowPreview, type FlowDraft } from './use-flow-preview';
import type { MoveEnd } from './use-lane-move';

/** How often the today line moves. */
const NOW_TICK_MS = 60_000;
/** Lanes drawn beyond the visible ones on each side. */
const OVERSCAN = 3;
/** Pixels drawn beyond the visible part of the range on each side; the drawn span moves in steps of this. */
const X_OVERSCAN = 512;
const NO_GHOSTS: readonly PreviewTask[] = [];
const END_MESSAGES: Record<MoveEnd, string> = { committed: 'work.timeline.committed', cancelled: 'work.timeline.cancelled' };

export interface TimelineProps {
  workspaceId: number;
  lanes: readonly Member[];
  forecast: ForecastResponse;
  index: ForecastIndex;
  range: TimelineRange;
  /** Whose lanes the viewer may reorder. */
  canReorder(userId: number): boolean;
}

/** The lanes under the day axis, only those in view drawn; the preview of a move in progress; the one tooltip. */
export function Timeline({ workspaceId, lanes, forecast, index, range, canReorder }: TimelineProps) {
  const theme = useTheme();
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const tipId = useId();
  const hintId = useId();
  const openTask = useOpenTask();
  const { draft, preview, failed, propose } = useFlowPreview(workspaceId);
  const [tip, setTip] = useState<BarTip | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const lastDraft = useRef<FlowDraft | null>(null);
  // The today line moves by the minute, not on every render (which would draw every lane again).
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), NOW_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // The x span of the range drawn: the visible part with an overscan, in steps so a scroll draws anew only now and then.
  const [shownX, setShownX] = useState<{ from: number; to: number }>({ from: -Infinity, to: Infinity });
  const measureShownX = useCallback(() => {
    const element = scroller.current;
    // Before layout (or where there is none) everything is drawn.
    if (!element || element.clientWidth === 0) return;
    const from = Math.floor((element.scrollLeft - X_OVERSCAN) / X_OVERSCAN) * X_OVERSCAN;
    const to = Math.ceil((element.scrollLeft + element.clientWidth + X_OVERSCAN) / X_OVERSCAN) * X_OVERSCAN;
    setShownX((current) => (current.from === from && current.to === to ? current : { from, to }));
  }, []);
  useLayoutEffect(() => {
    measureShownX();
    window.addEventListener('resize', measureShownX);
    return () => window.removeEventListener('resize', measureShownX);
  }, [measureShownX]);
  const onScroll = useCallback(() => {
    measureShownX();
    setTip(null);
  }, [measureShownX]);

  const virtualizer = useVirtualizer({
    count: lanes.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => LANE_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: AXIS_HEIGHT,
    getItemKey: (item) => lanes[item].user_id,
  });

  const members = useMemo(() => new Map(forecast.members.map((member) => [member.user_id, member])), [forecast]);
  const ghosts = useMemo(() => {
    const byMember = new Map<number, PreviewTask[]>();
    for (const task of preview?.tasks ?? []) byMember.set(task.user_id, [...(byMember.get(task.user_id) ?? []), task]);
    return byMember;
  }, [preview]);

  const onDraft = useCallback(
    (next: FlowDraft | null, end?: MoveEnd) => {
      if (next) lastDraft.current = next;
      propose(next);
      if (end) setEnded(intl.formatMessage({ id: END_MESSAGES[end] }, { title: lastDraft.current?.title ?? '' }));
      else if (next) setEnded(null);
    },
    [propose, intl],
  );
  const onShowTip = useCallback((model: TimelineBarModel, element: HTMLElement) => setTip({ model, rect: element.getBoundingClientRect() }), []);
  const onHideTip = useCallback(() => setTip(null), []);

  const nowX = xOf(range, now);
  const items = virtualizer.getVirtualItems();

  return (
    <div css={{ display: 'grid', gap: theme.space.sm, minWidth: 0 }}>
      <Global styles={timelineGlobalStyles(theme)} />
      <p id={hintId} css={visuallyHidden}>
        <FormattedMessage id="work.timeline.hint" />
      </p>
      <div
        ref={scroller}
        data-timeline-scroller=""
        onScroll={onScroll}
        css={{
          '--timeline-label': `${LABEL_WIDTH.phone}px`,
          [theme.breakpoints.desktop]: { '--timeline-label': `${LABEL_WIDTH.desktop}px` },
          position: 'relative',
          overflow: 'auto',
          maxHeight: 'max(20rem, calc(100vh - 16rem))',
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.md,
          overscrollBehavior: 'contain',
        }}
      >
        <div css={{ position: 'relative' }} style={{ width: `calc(var(--timeline-label) + ${range.width}px)` }}>
          <TimelineAxis range={range} nowX={nowX} />
          <div css={{ position: 'relative' }} style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const member = lanes[item.index];
              return (
                <TimelineLane
                  key={member.user_id}
                  member={member}
                  forecast={members.get(member.user_id)}
                  workspaceId={workspaceId}
                  range={range}
                  nowX={nowX}
                  ghosts={ghosts.get(member.user_id) ?? NO_GHOSTS}
                  canReorder={canReorder(member.user_id)}
                  tipTaskId={tip?.model.userId === member.user_id ? tip.model.taskId : null}
                  tipId={tipId}
                  hintId={hintId}
                  top={item.start - AXIS_HEIGHT}
                  shownFrom={shownX.from}
                  shownTo={shownX.to}
                  onDraft={onDraft}
                  onOpen={openTask}
                  onShowTip={onShowTip}
                  onHideTip={onHideTip}
                />
              );
            })}
          </div>
        </div>
      </div>
      <PreviewStatus workspaceId={workspaceId} draft={draft} preview={preview} failed={failed} current={index.tasks} members={lanes} ended={ended} />
      {tip && <BarTooltip tip={tip} id={tipId} />}
    </div>
  );
}
