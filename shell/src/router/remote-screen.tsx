import { Suspense, use } from 'react';
import { MessagesProvider, type RemoteName, type RouteName } from '@stepwise/shared';
import { RemoteBoundary } from '../federation/remote-boundary';
import { loadRemoteModule } from '../federation/remote-loader';
import { useRemoteRetryVersion } from '../federation/remote-retry';
import { NotFoundPage } from '../pages/not-found-page';
import { PageLoading } from './page-loading';
import { useReportScreenCommitted } from './screen-committed';

function RemoteRouteContent({ remote, name }: { remote: RemoteName; name: RouteName }) {
  const module = use(loadRemoteModule(remote));
  useReportScreenCommitted();
  const Screen = module.routes[name];
  if (!Screen) return <NotFoundPage />;
  return (
    <div data-remote={remote} data-remote-version={module.version} css={{ display: 'contents' }}>
      <MessagesProvider loaders={module.messages}>
        <Screen />
      </MessagesProvider>
    </div>
  );
}

/** One route's screen, loaded at run time from the remote that owns it, isolated by a boundary. */
export function RemoteScreen({ remote, name }: { remote: RemoteName; name: RouteName }) {
  const retryVersion = useRemoteRetryVersion(remote);
  return (
    <RemoteBoundary key={retryVersion} remote={remote}>
      <Suspense fallback={<PageLoading />}>
        <RemoteRouteContent remote={remote} name={name} />
      </Suspense>
    </RemoteBoundary>
  );
}
