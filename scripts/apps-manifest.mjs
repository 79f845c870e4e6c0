// Reads apps.manifest.json, the one list of Stepwise's front-end apps and services, and gives each
// script the view it needs: what the stack starts, what the build builds, where the unit tests live.
// Node built-ins only; the browser reads the same file through @stepwise/shared (FRONT_END_APPS).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MANIFEST_FILE = 'apps.manifest.json';

const CONTAINER_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const FOLDER_NAME = /^[a-z][a-z0-9-]*$/;
const VARIABLE_NAME = /^[A-Z][A-Z0-9_]*$/;

/** The manifest of the repository at `root`, checked: a mistake names the entry and the field. */
export function readAppsManifest(root = ROOT) {
  const file = join(root, MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const problems = manifestProblems(manifest);
  if (problems.length > 0) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return manifest;
}

/** Every problem of a parsed manifest, each naming its entry. */
export function manifestProblems(manifest) {
  const problems = [];
  const apps = Array.isArray(manifest?.apps) ? manifest.apps : [];
  const services = Array.isArray(manifest?.services) ? manifest.services : [];
  if (!Array.isArray(manifest?.apps)) problems.push('"apps" must be a list');
  if (!Array.isArray(manifest?.services)) problems.push('"services" must be a list');
  if (apps.filter((app) => app.host).length !== 1) problems.push('exactly one app must be the host ("host": true)');
  const seen = { name: new Set(), container: new Set(), port: new Set(), variable: new Set() };
  const once = (kind, value, where) => {
    if (seen[kind].has(value)) problems.push(`${where}: ${kind} ${value} is used twice`);
    seen[kind].add(value);
  };
  for (const [index, app] of apps.entries()) {
    const where = `apps[${index}] (${app?.name ?? 'no name'})`;
    if (!FOLDER_NAME.test(app?.name ?? '')) problems.push(`${where}: "name" must be the app's folder, lower-case kebab-case`);
    if (!CONTAINER_NAME.test(app?.container ?? '')) problems.push(`${where}: "container" must be a JavaScript identifier`);
    if (!app.host && !VARIABLE_NAME.test(app?.upstreamVariable ?? ''))
      problems.push(`${where}: a remote needs "upstreamVariable" (the shell's variable for its address)`);
    if (!app.host && typeof app.exposes?.['./routes'] !== 'string') problems.push(`${where}: a remote must expose "./routes"`);
    if (typeof app.pageMeta !== 'string') problems.push(`${where}: "pageMeta" must name its page titles file`);
    if (typeof app.routes !== 'object' || app.routes === null) problems.push(`${where}: "routes" must map route names to routes`);
    once('name', app.name, where);
    once('container', app.container, where);
  }
  for (const [index, service] of services.entries()) {
    const where = `services[${index}] (${service?.name ?? 'no name'})`;
    if (!FOLDER_NAME.test(service?.name ?? '')) problems.push(`${where}: "name" must be lower-case kebab-case`);
    once('name', service.name, where);
  }
  for (const { name, port, portVariable, where } of portEntries({ apps, services })) {
    if (!Number.isInteger(port) || port < 1 || port > 65535) problems.push(`${where}: the port of ${name} must be a TCP port number`);
    if (!VARIABLE_NAME.test(portVariable ?? '')) problems.push(`${where}: the port variable of ${name} must be an environment variable name`);
    once('port', port, where);
    once('variable', portVariable, where);
  }
  return problems;
}

function portEntries({ apps, services }) {
  const entries = [];
  for (const app of apps) entries.push({ name: app.name, port: app.port, portVariable: app.portVariable, where: `app ${app.name}` });
  for (const service of services) {
    if (service.composeOnly) continue;
    entries.push({ name: service.name, port: service.port, portVariable: service.portVariable, where: `service ${service.name}` });
    for (const [name, extra] of Object.entries(service.extraPorts ?? {})) entries.push({ name, ...extra, where: `service ${service.name}` });
  }
  return entries;
}

export const remotesOf = (manifest) => manifest.apps.filter((app) => !app.host);
export const hostOf = (manifest) => manifest.apps.find((app) => app.host);
/** Services the local stack runs (the database is the embedded one or DATABASE_URL). */
export const stackServicesOf = (manifest) => manifest.services.filter((service) => !service.composeOnly);

/** Start order of the local stack: the services, the remotes, then the shell (the public origin). */
export function stackServiceNames(manifest) {
  return [...stackServicesOf(manifest).map((service) => service.name), ...remotesOf(manifest).map((app) => app.name), hostOf(manifest).name];
}

/** Ports that belong to a service without being its health port (the mail catcher's SMTP…). */
export function extraPortNames(manifest) {
  return stackServicesOf(manifest).flatMap((service) => Object.keys(service.extraPorts ?? {}));
}

/** Local default port of every service, app and extra port, keyed by stack name (the host is `shell`). */
export function defaultPorts(manifest) {
  return Object.fromEntries(portEntries(manifest).map(({ name, port }) => [stackName(manifest, name), port]));
}

/** Environment variable that moves each of them, keyed the same way. */
export function portVariables(manifest) {
  return Object.fromEntries(portEntries(manifest).map(({ name, portVariable }) => [stackName(manifest, name), portVariable]));
}

const stackName = (manifest, name) => (name === hostOf(manifest).name ? 'shell' : name);

/** What `scripts/build.mjs` builds, in order: services with a build, the host, the remotes. */
export function buildTargets(manifest) {
  return [
    ...manifest.services.filter((service) => service.build).map((service) => ({ name: service.name, outputs: service.build.outputs })),
    { name: hostOf(manifest).name, outputs: ['index.html'] },
    ...remotesOf(manifest).map((app) => ({ name: app.name, outputs: ['remoteEntry.js', 'mf-manifest.json'] })),
  ];
}

/** Packages every app builds on: the API contract, and the front-end kit (route registry, store, UI). */
export const LIBRARY_WORKSPACES = ['contracts', 'scheduling', 'shared'];

/** Folders the front-end Jest config runs tests in. */
export function frontEndTestRoots(manifest) {
  return [
    ...LIBRARY_WORKSPACES,
    ...manifest.apps.map((app) => app.name),
    ...manifest.services.filter((service) => service.unitTests).map((service) => service.name),
  ];
}

/** Workspaces that are neither an app nor a service. */
const TOOLING_WORKSPACES = ['e2e', 'bench'];

/** Every npm workspace, in the order package.json lists them. */
export function workspaceFolders(manifest) {
  const apps = [hostOf(manifest), ...remotesOf(manifest)].map((app) => app.name);
  return [...LIBRARY_WORKSPACES, ...apps, ...manifest.services.filter((service) => service.workspace).map((service) => service.name), ...TOOLING_WORKSPACES];
}
