// Which part of the repository a file belongs to, and which parts may import which. The apps come
// from apps.manifest.json, so a new remote is covered by its manifest entry alone.
import { hostOf, readAppsManifest, remotesOf } from '../scripts/apps-manifest.mjs';

/** The file every feature exposes to the other features of its app (see docs/architecture.md). */
export const FEATURE_PUBLIC_SURFACE = 'index.{ts,tsx}';

const braces = (names) => (names.length === 1 ? names[0] : `{${names.join(',')}}`);

/**
 * Element descriptors of eslint-plugin-boundaries; the first match is the element's type. Every
 * element of an app (a feature, or the rest of the app: routes, common, server, root files) captures
 * the app's folder as `app`, so the app-to-app policy keys on the folder, whatever the type.
 */
export function elementsOf(manifest = readAppsManifest()) {
  const apps = braces(manifest.apps.map((app) => app.name));
  return [
    { type: 'feature', pattern: `${apps}/src/features/*`, capture: ['app', 'feature'], partialMatch: false },
    { type: 'remote', pattern: braces(remotesOf(manifest).map((app) => app.name)), capture: ['app'], partialMatch: false },
    { type: 'host', pattern: hostOf(manifest).name, capture: ['app'], partialMatch: false },
    { type: 'shared', pattern: 'shared', partialMatch: false },
  ];
}

/** Any file of an app: a feature's, or any other file of its folder. */
const APP_ELEMENT_TYPES = '{feature,remote,host}';
const anyApp = { element: { types: APP_ELEMENT_TYPES } };

/** Front-end boundaries: each policy disallows, the later ones allow the exceptions back. */
export const frontEndPolicies = [
  {
    from: anyApp,
    disallow: { to: { element: { types: APP_ELEMENT_TYPES, captured: { app: '!{{ from.element.captured.app }}' } } } },
    message: 'An app imports no file of another app (a remote no other remote, the shell no remote): share code through @stepwise/shared',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: { to: anyApp },
    message: '@stepwise/shared imports no app: the apps import shared, never the other way round',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: {
      to: {
        element: {
          type: 'feature',
          captured: { app: '{{ from.element.captured.app }}', feature: '!{{ from.element.captured.feature }}' },
          fileInternalPath: `!${FEATURE_PUBLIC_SURFACE}`,
        },
      },
    },
    message: "A feature imports another feature only through its public surface (src/features/<name>/index.ts); move code both need to the app's src/common/",
  },
];
