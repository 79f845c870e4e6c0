import manifest from '../../../apps.manifest.json' with { type: 'json' };

/**
 * The browser's view of apps.manifest.json (the one list of apps and services at the repository
 * root): the front-end apps in their listed order. Node scripts read the same file through
 * scripts/apps-manifest.mjs.
 */
export const FRONT_END_APPS = manifest.apps;

export type FrontEndApp = (typeof FRONT_END_APPS)[number];
