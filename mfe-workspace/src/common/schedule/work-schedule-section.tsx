import { useId, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { LoadError, LoadingStatus, Notice } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';
import { useWorkScheduleQuery } from './working-time-api';
import { ScheduleEditor } from './schedule-editor';
import { ScheduleView } from './schedule-view';

export interface WorkScheduleSectionProps {
  workspaceId: number;
  /** A member's schedule; omitted = the workspace default. */
  userId?: number;
  canEdit: boolean;
  titleId: string;
  /** Under the title: whose hours these are, or why they cannot be changed here. */
  intro?: ReactNode;
}

/** A section with a weekly schedule: the editor for whoever may change it, the hours to read for everyone else. */
export function WorkScheduleSection({ workspaceId, userId, canEdit, titleId, intro }: WorkScheduleSectionProps) {
  const theme = useTheme();
  const schedule = useWorkScheduleQuery({ workspaceId, userId });
  const headingId = useId();

  let content;
  if (schedule.isLoading) content = <LoadingStatus />;
  else if (schedule.error || !schedule.data) content = <LoadError error={schedule.error} onRetry={() => void schedule.refetch()} />;
  else {
    content = (
      <>
        {schedule.data.inherited && (
          <Notice>
            <FormattedMessage id={canEdit ? 'work.schedule.inheritedEditable' : 'work.schedule.inherited'} />
          </Notice>
        )}
        {canEdit ? <ScheduleEditor workspaceId={workspaceId} userId={userId} schedule={schedule.data} /> : <ScheduleView schedule={schedule.data} />}
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: theme.space.md, minWidth: 0 }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id={titleId} />
      </h2>
      {intro}
      {content}
    </section>
  );
}
