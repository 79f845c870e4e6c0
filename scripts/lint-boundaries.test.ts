/** @jest-environment node */
// Plants boundary violations in temporary files, lints them with the repository's ESLint config and
// expects each one reported. The files live in a throw-away copy of the repository's lint setup
// (config, apps manifest, stand-ins for the imported files), so the source tree other tests read
// never changes. ESLint loads its config with import(), which Jest's module sandbox does not allow,
// so it runs in a child Node process.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { hostOf, readAppsManifest, remotesOf } from './apps-manifest.mjs';

const root = join(__dirname, '..');
const manifest = readAppsManifest(root);
const [remote, otherRemote] = remotesOf(manifest).map((app) => app.name);
const host = hostOf(manifest).name;

/** A remote only the copied manifest lists: the rules cover it without an edit of the lint config. */
const NEW_REMOTE = {
  name: 'mfe-probe',
  container: 'mfe_probe',
  port: 3099,
  portVariable: 'MFE_PROBE_PORT',
  upstreamVariable: 'MFE_PROBE_URL',
  exposes: { './routes': './src/routes.ts' },
  pageMeta: 'src/page-meta.json',
  routes: {},
};
const newRemote = NEW_REMOTE.name;

/** Where a file of an app can live; the shell also has its server. */
const APP_FILE_KINDS = {
  'a feature file': (app: string) => `${app}/src/features/probe/probe-page.ts`,
  "a feature's public surface": (app: string) => `${app}/src/features/probe/index.ts`,
  'a common file': (app: string) => `${app}/src/common/probe-common.ts`,
  'a root file': (app: string) => `${app}/src/routes.ts`,
} as const;
const kindsOf = (app: string): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(APP_FILE_KINDS).map(([kind, path]) => [kind, path(app)])),
  ...(app === host && { 'a server file': `${host}/server/probe-server.ts` }),
});

/** Pairs of apps of which the first may import nothing of the second. */
const APP_PAIRS: Array<[string, string]> = [
  [remote, otherRemote],
  [otherRemote, remote],
  [remote, host],
  [host, remote],
  [newRemote, remote],
  [remote, newRemote],
  [host, newRemote],
  [newRemote, host],
];

interface Finding {
  file: string;
  ruleId: string | null;
  line: number;
}

const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.argv[1] });
const results = await eslint.lintFiles(process.argv.slice(2));
const findings = results.flatMap((result) => result.messages.map((message) => ({ file: result.filePath, ruleId: message.ruleId, line: message.line })));
process.stdout.write(JSON.stringify(findings));
`;

/** Files the planted ones import; only their paths matter. */
const IMPORTED = [
  ...[remote, otherRemote, host, newRemote].flatMap((app) => Object.values(kindsOf(app))),
  'mfe-billing/src/features/checkout/checkout-screen.ts',
  'mfe-billing/src/features/checkout/index.ts',
  'api/src/routes/health.ts',
  'api/src/db/schema/index.ts',
  'api/src/db/database.ts',
];

/** A copy of the lint setup at a temporary root, whose manifest also lists the new remote. */
function lintSetup(): string {
  const copy = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
  for (const file of ['eslint.config.js', 'lint', 'scripts/apps-manifest.mjs']) cpSync(join(root, file), join(copy, file), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  const manifestFile = JSON.parse(readFileSync(join(root, 'apps.manifest.json'), 'utf8'));
  writeFileSync(join(copy, 'apps.manifest.json'), JSON.stringify({ ...manifestFile, apps: [NEW_REMOTE, ...manifest.apps] }));
  for (const file of IMPORTED) write(copy, file, 'export default {};\n');
  return copy;
}

function write(dir: string, file: string, source: string) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), source);
}

/** `export` lines importing each of `targets` from `file`, one a line. */
function importsOf(file: string, targets: string[]): string {
  return targets
    .map((target, index) => {
      const specifier = relative(dirname(file), target).replace(/\.ts$/, '');
      return `export { default as probe${index} } from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\n`;
    })
    .join('');
}

/** Writes the files into `copy` and lints them with its config: rule and line of each finding, by file. */
function lintPlanted(copy: string, files: Record<string, string>): Record<string, string[]> {
  for (const [file, source] of Object.entries(files)) write(copy, file, source);
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT, copy, ...Object.keys(files)], {
    cwd: copy,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const byFile: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((file) => [file, []]));
  for (const { file, ruleId, line } of JSON.parse(output) as Finding[]) byFile[relative(copy, file)].push(`${ruleId}:${line}`);
  return byFile;
}

const reportedOnEveryLine = (count: number) => Array.from({ length: count }, (_, index) => `boundaries/dependencies:${index + 1}`);

/** One planted file per importing app and kind of file, importing every kind of file of the other app. */
const crossAppCases = APP_PAIRS.flatMap(([from, to]) =>
  Object.entries(kindsOf(from)).map(([fromKind, fromFile]) => {
    const file = fromFile.replace(/\.ts$/, `-uses-${to}.ts`);
    return { from, to, fromKind, file, targets: Object.values(kindsOf(to)) };
  }),
);

/** shared/ importing every kind of file of every app, statically and lazily. */
const sharedTargets = [remote, otherRemote, host, newRemote].flatMap((app) => Object.values(kindsOf(app)));
const SHARED_FILE = 'shared/src/uses-apps.ts';
const SHARED_LAZY_FILE = 'shared/src/uses-apps-lazily.ts';
const sharedLazySource = sharedTargets.map((target, index) => `export const screen${index} = () => import('../../${target.replace(/\.ts$/, '')}');\n`).join('');

/** Imports inside one app stay allowed: the app's routes load its pages, a feature uses common code. */
const SAME_APP_FILES = {
  [`${remote}/src/probe-root.ts`]: importsOf(`${remote}/src/probe-root.ts`, [kindsOf(remote)['a feature file'], kindsOf(remote)['a common file']]),
  [`${remote}/src/common/probe-common-uses-app.ts`]: importsOf(`${remote}/src/common/probe-common-uses-app.ts`, [
    kindsOf(remote)['a feature file'],
    kindsOf(remote)['a root file'],
  ]),
  [`${remote}/src/features/other/uses-own-app.ts`]: importsOf(`${remote}/src/features/other/uses-own-app.ts`, [
    kindsOf(remote)['a common file'],
    kindsOf(remote)['a root file'],
    kindsOf(remote)["a feature's public surface"],
  ]),
  [`${host}/server/probe-server-uses-app.ts`]: importsOf(`${host}/server/probe-server-uses-app.ts`, [kindsOf(host)['a root file']]),
};

describe('the lint stage of npm test', () => {
  let copy: string;
  let reported: Record<string, string[]>;

  beforeAll(() => {
    copy = lintSetup();
    reported = lintPlanted(copy, {
      ...Object.fromEntries(crossAppCases.map(({ file, targets }) => [file, importsOf(file, targets)])),
      [SHARED_FILE]: importsOf(SHARED_FILE, sharedTargets),
      [SHARED_LAZY_FILE]: sharedLazySource,
      ...SAME_APP_FILES,
      // line 1 reaches into another feature, line 2 uses its public surface
      'mfe-billing/src/features/embed/uses-checkout.ts':
        "export { default as Screen } from '../checkout/checkout-screen';\nexport { default as PublicScreen } from '../checkout';\n",
      'mfe-billing/src/features/embed/conditional-hook.tsx':
        "import { useState } from 'react';\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
      // a route file (line 1), drizzle-orm (line 2) and the schema (line 3); a type import (line 4) is fine
      'api/src/modules/probe/service.ts':
        "export { default as health } from '../../routes/health.js';\nexport { eq } from 'drizzle-orm';\nexport { default as schema } from '../../db/schema/index.js';\nexport type { default as Database } from '../../db/database.js';\n",
      'api/src/modules/probe/repository.ts': "export { eq } from 'drizzle-orm';\nexport { default as schema } from '../../db/schema/index.js';\n",
      'api/src/modules/probe/routes.ts': "export { default as health } from '../../routes/health.js';\n",
    });
  }, 180_000);
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  describe.each(crossAppCases)('$fromKind of $from', ({ file, to, targets }) => {
    it(`is reported for importing each kind of file of ${to}`, () => {
      expect(reported[file]).toEqual(reportedOnEveryLine(targets.length));
    });
  });

  it('reports shared importing any file of any app, the new remote included, statically or lazily', () => {
    expect(reported[SHARED_FILE]).toEqual(reportedOnEveryLine(sharedTargets.length));
    expect(reported[SHARED_LAZY_FILE]).toEqual(reportedOnEveryLine(sharedTargets.length));
  });

  it("lets an app's routes, common and server files and features import their own app", () => {
    expect(Object.keys(SAME_APP_FILES).map((file) => [file, reported[file]])).toEqual(Object.keys(SAME_APP_FILES).map((file) => [file, []]));
  });

  it('reports a feature reaching into another feature, not one using its public surface', () => {
    expect(reported['mfe-billing/src/features/embed/uses-checkout.ts']).toEqual(['boundaries/dependencies:1']);
  });

  it('reports a hook called conditionally', () => {
    expect(reported['mfe-billing/src/features/embed/conditional-hook.tsx']).toEqual(['react-hooks/rules-of-hooks:3']);
  });

  it('reports an API service importing a route file or the database, not a type', () => {
    expect(reported['api/src/modules/probe/service.ts']).toEqual(['boundaries/dependencies:1', 'boundaries/dependencies:2', 'boundaries/dependencies:3']);
  });

  it('lets an API repository touch the database and a route file import a route file', () => {
    expect(reported['api/src/modules/probe/repository.ts']).toEqual([]);
    expect(reported['api/src/modules/probe/routes.ts']).toEqual([]);
  });
});
