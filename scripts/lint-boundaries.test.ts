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
  `${remote}/src/routes.ts`,
  `${otherRemote}/src/routes.ts`,
  `${host}/src/index.ts`,
  'mfe-billing/src/features/checkout/checkout-screen.ts',
  'mfe-billing/src/features/checkout/index.ts',
  'api/src/routes/health.ts',
  'api/src/db/schema/index.ts',
  'api/src/db/database.ts',
];

/** A copy of the lint setup at a temporary root, with `apps` as its manifest's apps. */
function lintSetup(apps = manifest.apps): string {
  const copy = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
  for (const file of ['eslint.config.js', 'lint', 'scripts/apps-manifest.mjs']) cpSync(join(root, file), join(copy, file), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  const manifestFile = JSON.parse(readFileSync(join(root, 'apps.manifest.json'), 'utf8'));
  writeFileSync(join(copy, 'apps.manifest.json'), JSON.stringify({ ...manifestFile, apps }));
  for (const file of IMPORTED) write(copy, file, 'export default {};\n');
  return copy;
}

function write(dir: string, file: string, source: string) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), source);
}

/** Writes the files into `copy` and lints them with its config: rule and line of each finding, by file. */
function lintPlanted(copy: string, files: Record<string, string>): Record<string, string[]> {
  for (const [file, source] of Object.entries(files)) write(copy, file, source);
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT, copy, ...Object.keys(files)], { cwd: copy, encoding: 'utf8' });
  const byFile: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((file) => [file, []]));
  for (const { file, ruleId, line } of JSON.parse(output) as Finding[]) byFile[relative(copy, file)].push(`${ruleId}:${line}`);
  return byFile;
}

describe('the lint stage of npm test', () => {
  let copy: string;
  let reported: Record<string, string[]>;

  beforeAll(() => {
    copy = lintSetup();
    reported = lintPlanted(copy, {
      [`${remote}/src/uses-other-remote.ts`]: `export { default } from '../../${otherRemote}/src/routes';\n`,
      [`${host}/src/uses-remote.ts`]: `export { default } from '../../${remote}/src/routes';\n`,
      'shared/src/uses-app.ts': `export { default } from '../../${host}/src/index';\nexport const screen = () => import('../../${remote}/src/routes');\n`,
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
  }, 120_000);
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('reports a remote importing another remote', () => {
    expect(reported[`${remote}/src/uses-other-remote.ts`]).toEqual(['boundaries/dependencies:1']);
  });

  it('reports the shell importing a remote', () => {
    expect(reported[`${host}/src/uses-remote.ts`]).toEqual(['boundaries/dependencies:1']);
  });

  it('reports shared importing an app, statically or lazily', () => {
    expect(reported['shared/src/uses-app.ts']).toEqual(['boundaries/dependencies:1', 'boundaries/dependencies:2']);
  });

  it('reports a feature reaching into another feature, not one using its public surface', () => {
    expect(reported['mfe-billing/src/features/embed/uses-checkout.ts']).toEqual(['boundaries/dependencies:1']);
  });

  it('reports a hook called conditionally', () => {
    expect(reported['mfe-billing/src/features/embed/conditional-hook.tsx']).toEqual(['react-hooks/rules-of-hooks:3']);
  });

  it('reports an API service importing a route file or the database, not a type', () => {
    expect(reported['api/src/modules/probe/service.ts']).toEqual([
      'boundaries/dependencies:1',
      'boundaries/dependencies:2',
      'boundaries/dependencies:3',
    ]);
  });

  it('lets an API repository touch the database and a route file import a route file', () => {
    expect(reported['api/src/modules/probe/repository.ts']).toEqual([]);
    expect(reported['api/src/modules/probe/routes.ts']).toEqual([]);
  });
});

describe('a remote added to apps.manifest.json', () => {
  let copy: string;

  beforeAll(() => {
    const newRemote = {
      name: 'mfe-probe',
      container: 'mfe_probe',
      port: 3099,
      portVariable: 'MFE_PROBE_PORT',
      upstreamVariable: 'MFE_PROBE_URL',
      exposes: { './routes': './src/routes.ts' },
      pageMeta: 'src/page-meta.json',
      routes: {},
    };
    copy = lintSetup([newRemote, ...manifest.apps]);
    write(copy, 'mfe-probe/src/routes.ts', 'export default {};\n');
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('is covered without editing the lint config', () => {
    expect(
      lintPlanted(copy, {
        'mfe-probe/src/uses-remote.ts': `export { default } from '../../${remote}/src/routes';\n`,
        [`${host}/src/uses-new-remote.ts`]: "export { default } from '../../mfe-probe/src/routes';\n",
      }),
    ).toEqual({
      'mfe-probe/src/uses-remote.ts': ['boundaries/dependencies:1'],
      [`${host}/src/uses-new-remote.ts`]: ['boundaries/dependencies:1'],
    });
  });
});
