import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ANALYTICS_META_NAME, DATA_LAYER_SINK, matchRoute, runtimeMeta, selectLocale, useAppSelector } from '@stepwise/shared';

/** The route event fires this long after a navigation settles (product rule). */
export const ROUTE_EVENT_DELAY_MS = 250;

export interface RouteEvent {
  event: 'route';
  path: string;
  route: string;
  lang: string;
}

export type AnalyticsSink = (event: RouteEvent) => void;

/** Pushes events onto a `window.dataLayer`-style queue for a tag manager. */
export function dataLayerSink(target: { dataLayer?: unknown[] } = window): AnalyticsSink {
  return (event) => {
    target.dataLayer = target.dataLayer ?? [];
    target.dataLayer.push(event);
  };
}

/** The sink configured by the shell server (meta stepwise:analytics); none by default. */
export function configuredSink(): AnalyticsSink | null {
  return runtimeMeta(ANALYTICS_META_NAME) === DATA_LAYER_SINK ? dataLayerSink() : null;
}

/**
 * Sends a route event 250 ms after each navigation; a quicker next navigation cancels it. The page
 * a prerendered document was opened on has had its event from the boot script already.
 */
export function useRouteAnalytics(sink: AnalyticsSink | null) {
  const location = useLocation();
  const lang = useAppSelector(selectLocale);
  // The location the document was opened on is the router's only one keyed 'default'.
  const reportedByBootScript = location.key === 'default' && window.stepwiseBoot?.routeReported === location.pathname;
  useEffect(() => {
    if (!sink || reportedByBootScript) return;
    const timer = window.setTimeout(() => {
      sink({ event: 'route', path: location.pathname, route: matchRoute(location.pathname)?.route.name ?? 'notFound', lang });
    }, ROUTE_EVENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sink, reportedByBootScript, location.pathname, lang]);
}
