#!/usr/bin/env node
// Writes the parts of the files that cannot read apps.manifest.json themselves: the npm workspaces
// (package.json), the TypeScript project references (tsconfig.json), the dependency layer and the
// shell's page titles in docker/Dockerfile, and the remotes, the shell's upstreams and the database
// image in docker-compose.yml. In the two Docker files only the parts between
// `apps.manifest.json: begin <part>` and `apps.manifest.json: end <part>` are written; the rest is
// edited by hand.
//
// Usage: node scripts/sync-apps.mjs [--check]
//   --check  write nothing; list the files that differ from the manifest and exit 1 if any does
//            (a unit test runs it, so a manifest edit without this script fails `npm test`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAppsManifest, remotesOf, ROOT, workspaceFolders } from './apps-manifest.mjs';

/** TypeScript projects that are not workspaces, referenced after them. */
const EXTRA_PROJECTS = ['tsconfig.configs.json', 'jest', 'scripts'];

/** Rewrites one field; small objects inside lists stay on one line, as these files were written. */
function replaceJsonField(text, field, value) {
  const json = JSON.parse(text);
  json[field] = value;
  return `${JSON.stringify(json, null, 2).replace(/\{\n\s+("path": "[^"\n]*")\n\s+\}/g, '{ $1 }')}\n`;
}

function packageJson(manifest, text) {
  return replaceJsonField(text, 'workspaces', workspaceFolders(manifest));
}

function tsconfigJson(manifest, text, root) {
  const projects = [...workspaceFolders(manifest).filter((folder) => existsSync(join(root, folder, 'tsconfig.json'))), ...EXTRA_PROJECTS];
  return replaceJsonField(
    text,
    'references',
    projects.map((project) => ({ path: `./${project}` })),
  );
}

/** Replaces the lines between the begin and end markers of `part`, keeping the markers. */
function replacePart(text, part, lines, file) {
  const pattern = new RegExp(`(^[^\\n]*apps\\.manifest\\.json: begin ${part}\\b[^\\n]*\\n)[\\s\\S]*?(^[^\\n]*apps\\.manifest\\.json: end ${part}\\b)`, 'm');
  if (!pattern.test(text)) throw new Error(`${file} has no "apps.manifest.json: begin ${part}" … "end ${part}" markers`);
  return text.replace(pattern, (_match, begin, end) => `${begin}${lines.map((line) => `${line}\n`).join('')}${end}`);
}

function dockerfile(manifest, text) {
  const workspaces = workspaceFolders(manifest);
  let result = replacePart(
    text,
    'workspaces',
    [
      'COPY package.json package-lock.json ./',
      ...workspaces.map((folder) => `COPY ${folder}/package.json ${folder}/`),
      '# `npm ci` fails with this lockfile (no non-Linux binaries in it, DESIGN §2): npm install.',
      "# The empty node_modules folders let the runtime stages copy a workspace's folder unconditionally.",
      'RUN --mount=type=cache,target=/root/.npm \\',
      '    npm install --no-audit --no-fund \\',
      ` && for workspace in ${workspaces.join(' ')}; do \\`,
      '      mkdir -p "$workspace/node_modules"; \\',
      '    done',
    ],
    'docker/Dockerfile',
  );
  result = replacePart(
    result,
    'page-titles',
    remotesOf(manifest).map((app) => `COPY --from=source /app/${app.name}/${app.pageMeta} ./${app.name}/${app.pageMeta}`),
    'docker/Dockerfile',
  );
  return result;
}

function compose(manifest, text) {
  const remotes = remotesOf(manifest);
  const postgres = manifest.services.find((service) => service.name === 'postgres');
  let result = replacePart(
    text,
    'remote-upstreams',
    remotes.map((app) => `      ${app.upstreamVariable}: http://${app.name}:${app.port}`),
    'docker-compose.yml',
  );
  result = replacePart(
    result,
    'remote-health',
    remotes.map((app) => `      ${app.name}: *remote-health`),
    'docker-compose.yml',
  );
  result = replacePart(
    result,
    'remotes',
    remotes.flatMap((app, index) => [
      ...(index > 0 ? [''] : []),
      `  ${app.name}:`,
      '    build:',
      '      <<: *build',
      '      target: remote',
      `      args: { APP: ${app.name}, PORT: "${app.port}" }`,
      `    image: stepwise/${app.name}:local`,
      `    environment: { PORT: "${app.port}", HOST: 0.0.0.0, LOG_LEVEL: "\${LOG_LEVEL:-info}" }`,
      `    expose: ["${app.port}"]`,
      '    restart: unless-stopped',
    ]),
    'docker-compose.yml',
  );
  if (postgres?.image) result = replacePart(result, 'postgres-image', [`    image: ${postgres.image}`], 'docker-compose.yml');
  return result;
}

const GENERATED = [
  { file: 'package.json', render: packageJson },
  { file: 'tsconfig.json', render: tsconfigJson },
  { file: 'docker/Dockerfile', render: dockerfile },
  { file: 'docker-compose.yml', render: compose },
];

/** Files whose committed text differs from what the manifest gives; with `write`, rewrites them. */
export function syncApps({ root = ROOT, write = false } = {}) {
  const manifest = readAppsManifest(root);
  const stale = [];
  for (const { file, render } of GENERATED) {
    const path = join(root, file);
    const current = readFileSync(path, 'utf8');
    const expected = render(manifest, current, root);
    if (expected === current) continue;
    stale.push(file);
    if (write) writeFileSync(path, expected);
  }
  return stale;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  try {
    const stale = syncApps({ write: !check });
    if (check && stale.length > 0) {
      console.error(`[sync-apps] out of step with apps.manifest.json: ${stale.join(', ')}. Run: node scripts/sync-apps.mjs`);
      process.exitCode = 1;
    } else if (!check) {
      console.log(stale.length > 0 ? `[sync-apps] wrote ${stale.join(', ')}` : '[sync-apps] everything already matches apps.manifest.json');
    }
  } catch (error) {
    console.error(`[sync-apps] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
