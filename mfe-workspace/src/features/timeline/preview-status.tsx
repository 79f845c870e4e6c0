import { useTheme } from '@emotion/react';
import type { ForecastPreviewResponse } from '@stepwise/contracts';
import { fullName } from '@stepwise/shared';
import { useIntl } from 'react-intl';
import { useWorkFlowQuery } from '../../common/tasks/task-queries';
import type { Member } from '../../common/api/work-types';
import type { ForecastIndex } from '../../common/hooks/use-forecast-index';
import { previewChanges } from './preview-changes';
import type { FlowDraft } from './use-flow-preview';

export interface PreviewStatusProps {
  workspaceId: number;
  draft: FlowDraft | null;
  preview: ForecastPreviewResponse | null;
  failed: boolean;
  current: ForecastIndex['tasks'];
  members: readonly Member[];
  /** How the last move ended, said once it has. */
  ended: string | null;
}

/** The live region under the timeline: where the moved task would go and what that does to everyone's dates. */
export function PreviewStatus({ workspaceId, draft, preview, failed, current, members, ended }: PreviewStatusProps) {
  const theme = useTheme();
  const intl = useIntl();
  const changes = preview ? previewChanges(preview, current) : null;
  const largest = changes?.largest ?? null;
  const { data: largestFlow } = useWorkFlowQuery({ workspaceId, userId: largest?.userId ?? 0 }, { skip: largest === null });

  const parts: string[] = [];
  if (draft) {
    parts.push(intl.formatMessage({ id: 'work.timeline.moving' }, { title: draft.title, position: draft.position, count: draft.count }));
    if (failed) parts.push(intl.formatMessage({ id: 'work.timeline.preview.failed' }));
    else if (!changes) parts.push(intl.formatMessage({ id: 'work.timeline.preview.loading' }));
    else if (changes.moved === 0) parts.push(intl.formatMessage({ id: 'work.timeline.preview.none' }));
    else {
      let sentence = intl.formatMessage({ id: 'work.timeline.preview.moves' }, { count: changes.moved });
      const member = largest && members.find((candidate) => candidate.user_id === largest.userId);
      const title = largest && largestFlow?.find((task) => task.id === largest.taskId)?.title;
      if (largest && member && title) {
        const id = largest.days > 0 ? 'work.timeline.preview.later' : 'work.timeline.preview.earlier';
        sentence += intl.formatMessage({ id }, { name: fullName(member), title, days: Math.abs(largest.days) });
      }
      parts.push(`${sentence}.`);
    }
    parts.push(intl.formatMessage({ id: 'work.timeline.preview.keys' }));
  } else if (ended) parts.push(ended);

  return (
    <p role="status" data-timeline-status="" css={{ margin: 0, minHeight: '1.5em', fontSize: theme.fontSizes.sm }}>
      {parts.join(' ')}
    </p>
  );
}
