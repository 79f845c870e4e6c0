import { LoadError, LoadingStatus, Notice } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';
import { useWorkSpheresQuery } from '../../common/spheres/spheres-api';
import { WorkPage } from '../../common/components/work-page';
import { useCurrentWorkspace } from '../../common/hooks/use-current-workspace';
import { AddSphereForm } from './components/add-sphere-form';
import { DefaultScheduleSection } from './components/default-schedule-section';
import { HistoryImportSection } from './components/history-import-section';
import { HolidayCalendarSection } from './components/holiday-calendar-section';
import { SphereEditor } from './components/sphere-editor';
import { SphereOverview } from './components/sphere-overview';
import { SprintSettingsSection } from './components/sprint-settings-section';

/** workspace-settings: spheres and their stages, the holiday calendar, the history import; admins edit them, members read them. */
export default function SettingsPage() {
  const { workspaceId, workspace, isAdmin, isLoading: workspaceLoading, error: workspaceError, refetch: refetchWorkspaces } = useCurrentWorkspace();
  const spheres = useWorkSpheresQuery(workspaceId);

  let content;
  if (spheres.isLoading || workspaceLoading) content = <LoadingStatus />;
  else if (spheres.error || workspaceError || !spheres.data || !workspace) {
    content = (
      <LoadError
        error={spheres.error ?? workspaceError}
        onRetry={() => {
          void spheres.refetch();
          void refetchWorkspaces();
        }}
      />
    );
  } else if (!isAdmin) {
    content = (
      <>
        <Notice>
          <FormattedMessage id="work.settings.readOnly" />
        </Notice>
        <SphereOverview spheres={spheres.data} />
      </>
    );
  } else {
    const list = spheres.data;
    content = (
      <>
        <p css={{ margin: 0 }}>
          <FormattedMessage id="work.settings.intro" />
        </p>
        {list.map((sphere) => (
          <SphereEditor key={sphere.id} sphere={sphere} others={list.filter((other) => other.id !== sphere.id)} />
        ))}
        <AddSphereForm workspaceId={workspaceId} />
      </>
    );
  }
  return (
    <WorkPage titleId="work.settings.title">
      {content}
      <DefaultScheduleSection />
      {workspace && <HolidayCalendarSection workspaceId={workspaceId} isAdmin={isAdmin} />}
      {workspace && <SprintSettingsSection workspaceId={workspaceId} isAdmin={isAdmin} />}
      {workspace && isAdmin && <HistoryImportSection workspaceId={workspaceId} />}
    </WorkPage>
  );
}
