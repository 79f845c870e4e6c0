import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useCurrentWorkspace } from '../../../common/hooks/use-current-workspace';
import { WorkScheduleSection } from '../../../common/schedule/work-schedule-section';

/** The workspace's default working hours, which members without their own follow: owners edit them, members read them. */
export function DefaultScheduleSection() {
  const theme = useTheme();
  const { workspaceId, workspace, isAdmin } = useCurrentWorkspace();
  if (!workspace) return null;
  return (
    <WorkScheduleSection
      workspaceId={workspaceId}
      canEdit={isAdmin}
      titleId="work.settings.schedule.title"
      intro={
        <p css={{ margin: 0, color: theme.colors.textMuted }}>
          <FormattedMessage id={isAdmin ? 'work.settings.schedule.intro' : 'work.settings.schedule.readOnly'} />
        </p>
      }
    />
  );
}
