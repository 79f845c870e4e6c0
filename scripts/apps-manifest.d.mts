// Types of scripts/apps-manifest.mjs for TypeScript callers (rspack.base.ts, jest.config.js, tests)
// and of the manifest's shape, which the front end's route registry reads too.

/** How a route is written in the manifest: parameter rules are regular-expression sources. */
export interface ManifestRoute {
  path: string;
  layout: string;
  access: string;
  langPrefixed?: boolean;
  params?: Record<string, string>;
  allowsNewUser?: boolean;
  embeddable?: boolean;
}

export interface ManifestApp {
  /** The app's folder and its service name in the stack and in compose. */
  name: string;
  /** Module Federation container name (a JavaScript identifier). */
  container: string;
  /** The shell: the one host. */
  host?: boolean;
  port: number;
  portVariable: string;
  /** The shell server's variable for the remote's address. */
  upstreamVariable?: string;
  exposes?: Record<string, string>;
  /** Its page titles file, relative to its folder. */
  pageMeta: string;
  routes: Record<string, ManifestRoute>;
}

export interface ManifestService {
  name: string;
  /** An npm workspace folder of its own. */
  workspace?: boolean;
  port?: number;
  portVariable?: string;
  extraPorts?: Record<string, { port: number; portVariable: string }>;
  build?: { outputs: string[] };
  /** Its unit tests run in the front-end Jest config. */
  unitTests?: boolean;
  /** Only in docker-compose (not part of the local stack). */
  composeOnly?: boolean;
  image?: string;
}

export interface AppsManifest {
  apps: ManifestApp[];
  services: ManifestService[];
}

export const ROOT: string;
export const MANIFEST_FILE: string;
export function readAppsManifest(root?: string): AppsManifest;
export function manifestProblems(manifest: unknown): string[];
export function remotesOf(manifest: AppsManifest): ManifestApp[];
export function hostOf(manifest: AppsManifest): ManifestApp;
export function stackServicesOf(manifest: AppsManifest): ManifestService[];
export function stackServiceNames(manifest: AppsManifest): string[];
export function extraPortNames(manifest: AppsManifest): string[];
export function defaultPorts(manifest: AppsManifest): Record<string, number>;
export function portVariables(manifest: AppsManifest): Record<string, string>;
export function buildTargets(manifest: AppsManifest): Array<{ name: string; outputs: string[] }>;
export function frontEndTestRoots(manifest: AppsManifest): string[];
export function workspaceFolders(manifest: AppsManifest): string[];
