// Which part of the repository a file belongs to, and which parts may import which. The apps come
// from apps.manifest.json, so a new remote is covered by its manifest entry alone.
import { hostOf, readAppsManifest, remotesOf } from '../scripts/apps-manifest.mjs';

/** The file every feature exposes to the other features of its app (see docs/architecture.md). */
export const FEATURE_PUBLIC_SURFACE = 'index.{ts,tsx}';

const braces = (names) => (names.length === 1 ? names[0] : `{${names.join(',')}}`);

/** Element descriptors of eslint-plugin-boundaries; the first match is the element's type. */
export function elementsOf(manifest = readAppsManifest()) {
  return [
    { type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'], partialMatch: false },
    { type: 'remote', pattern: braces(remotesOf(manifest).map((app) => app.name)), capture: ['app'], partialMatch: false },
    { type: 'host', pattern: hostOf(manifest).name, capture: ['app'], partialMatch: false },
    { type: 'shared', pattern: 'shared', partialMatch: false },
  ];
}

const anyApp = { element: { types: '{remote,host}' } };

/** Front-end boundaries: each policy disallows, the later ones allow the exceptions back. */
export const frontEndPolicies = [
  {
    from: anyApp,
    disallow: { to: { element: { types: '{remote,host}', captured: { app: '!{{ from.element.captured.app }}' } } } },
    message: 'An app imports no other app (a remote no other remote, the shell no remote): share code through @stepwise/shared',
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
    message:
      'A feature imports another feature only through its public surface (src/features/<name>/index.ts); move code both need to the app\'s src/common/',
  },
];
