import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { ToastRegion } from '@stepwise/shared';
import { DocumentTitle } from '../meta/document-title';
import { configuredSink, useRouteAnalytics } from '../platform/analytics';
import { LoadingBar } from '../platform/loading-bar';
import { OfflineBanner } from '../platform/offline-banner';
import { LocaleRouteSync } from './locale-route-sync';

/** What every page shares, whatever its layout: language sync, connectivity, progress, analytics. */
export function RootFrame() {
  const sink = useMemo(configuredSink, []);
  useRouteAnalytics(sink);
  return (
    <>
      <LocaleRouteSync />
      <DocumentTitle />
      <LoadingBar />
      <OfflineBanner />
      <Outlet />
      <ToastRegion />
    </>
  );
}
