/** @jest-environment node */
// Plants boundary violations in temporary files, lints them with the repository's ESLint config and
// expects each one reported, then removes the files. ESLint loads its config with import(), which
// Jest's module sandbox does not allow, so it runs in a child Node process.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { hostOf, readAppsManifest, remotesOf } from './apps-manifest.mjs';

const root = join(__dirname, '..');
const manifest = readAppsManifest(root);
const [remote, otherRemote] = remotesOf(manifest).map((app) => app.name);
const host = hostOf(manifest).name;
const probe = `lint-probe-${process.pid}`;

interface Finding {
  file: string;
  ruleId: string | null;
  line: number;
  message: string;
}

const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.argv[1] });
const results = await eslint.lintFiles(process.argv.slice(2));
const findings = results.flatMap((result) => result.messages.map((message) => ({ file: result.filePath, ruleId: message.ruleId, line: message.line, message: message.message })));
process.stdout.write(JSON.stringify(findings));
`;

/** Every file planted by the test, relative to the root, with its source. */
const planted: Record<string, string> = {
  // a remote importing another remote
  [`${remote}/src/${probe}.ts`]: `export { default } from '../../${otherRemote}/src/routes';\n`,
  // the shell importing a remote
  [`${host}/src/${probe}.ts`]: `export { default } from '../../${remote}/src/routes';\n`,
  // shared importing an app
  [`shared/src/${probe}.ts`]: `export * from '../../${host}/src/index';\n`,
  // a feature importing another feature's internals (line 1) and its public surface (line 2)
  [`mfe-billing/src/features/embed/${probe}.ts`]:
    `export { CheckoutScreen } from '../checkout/checkout-screen';\nexport { CheckoutScreen as Screen } from '../checkout';\n`,
  // a hook called conditionally
  [`mfe-billing/src/features/embed/${probe}-hook.tsx`]:
    `import { useState } from 'react';\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n`,
  // an API service importing a route file (line 1) and the database (lines 2, 3); a type import is fine (line 4)
  [`api/src/modules/${probe}/service.ts`]:
    `export { HealthResponse } from '../../routes/health.js';\nexport { eq } from 'drizzle-orm';\nexport { users } from '../../db/schema/index.js';\nexport type { Database } from '../../db/database.js';\n`,
  // an API repository touching the database
  [`api/src/modules/${probe}/repository.ts`]: `export { eq } from 'drizzle-orm';\nexport { users } from '../../db/schema/index.js';\n`,
};

/** Writes the files, lints them with the config of the repository at `cwd`, and removes them. */
function lintPlanted(cwd: string, files: Record<string, string>): Finding[] {
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(dirname(join(cwd, file)), { recursive: true });
    writeFileSync(join(cwd, file), source);
  }
  try {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT, cwd, ...Object.keys(files)], { cwd, encoding: 'utf8' });
    return (JSON.parse(output) as Finding[]).map((finding) => ({ ...finding, file: relative(cwd, finding.file) }));
  } finally {
    for (const file of Object.keys(files)) rmSync(join(cwd, file), { force: true });
  }
}

let findings: Finding[] = [];
const apiModules = join(root, 'api/src/modules');
const apiModulesExisted = existsSync(apiModules);

beforeAll(() => {
  try {
    findings = lintPlanted(root, planted);
  } finally {
    rmSync(join(apiModules, probe), { recursive: true, force: true });
    if (!apiModulesExisted) rmSync(apiModules, { recursive: true, force: true });
  }
}, 120_000);

const reported = (file: string) => findings.filter((finding) => finding.file === file).map(({ ruleId, line }) => `${ruleId}:${line}`);

describe('npm test lint stage', () => {
  it('removes every planted file', () => {
    expect(Object.keys(planted).filter((file) => existsSync(join(root, file)))).toEqual([]);
  });

  it('reports a remote importing another remote', () => {
    expect(reported(`${remote}/src/${probe}.ts`)).toEqual(['boundaries/dependencies:1']);
  });

  it('reports the shell importing a remote', () => {
    expect(reported(`${host}/src/${probe}.ts`)).toEqual(['boundaries/dependencies:1']);
  });

  it('reports shared importing an app', () => {
    expect(reported(`shared/src/${probe}.ts`)).toEqual(['boundaries/dependencies:1']);
  });

  it('reports a feature reaching into another feature, not one using its public surface', () => {
    expect(reported(`mfe-billing/src/features/embed/${probe}.ts`)).toEqual(['boundaries/dependencies:1']);
  });

  it('reports a hook called conditionally', () => {
    expect(reported(`mfe-billing/src/features/embed/${probe}-hook.tsx`)).toEqual(['react-hooks/rules-of-hooks:3']);
  });

  it('reports an API service importing a route file or the database, not a type', () => {
    expect(reported(`api/src/modules/${probe}/service.ts`)).toEqual([
      'boundaries/dependencies:1',
      'boundaries/dependencies:2',
      'boundaries/dependencies:3',
    ]);
  });

  it('lets an API repository touch the database', () => {
    expect(reported(`api/src/modules/${probe}/repository.ts`)).toEqual([]);
  });
});

describe('a remote added to apps.manifest.json', () => {
  let copy: string;

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
    for (const file of ['eslint.config.js', 'lint', 'scripts/apps-manifest.mjs']) cpSync(join(root, file), join(copy, file), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    const withNewRemote = JSON.parse(readFileSync(join(root, 'apps.manifest.json'), 'utf8'));
    withNewRemote.apps.unshift({
      name: 'mfe-probe',
      container: 'mfe_probe',
      port: 3099,
      portVariable: 'MFE_PROBE_PORT',
      upstreamVariable: 'MFE_PROBE_URL',
      exposes: { './routes': './src/routes.ts' },
      pageMeta: 'src/page-meta.json',
      routes: {},
    });
    writeFileSync(join(copy, 'apps.manifest.json'), JSON.stringify(withNewRemote));
    for (const app of ['mfe-probe', remote, host]) {
      mkdirSync(join(copy, app, 'src'), { recursive: true });
      writeFileSync(join(copy, app, 'src/routes.ts'), 'export default {};\n');
    }
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('is covered without editing the lint config', () => {
    const found = lintPlanted(copy, {
      'mfe-probe/src/uses-remote.ts': `export { default } from '../../${remote}/src/routes';\n`,
      [`${host}/src/uses-new-remote.ts`]: `export { default } from '../../mfe-probe/src/routes';\n`,
    });
    expect(found.map(({ file, ruleId, line }) => `${file} ${ruleId}:${line}`).sort()).toEqual(
      [`${host}/src/uses-new-remote.ts boundaries/dependencies:1`, 'mfe-probe/src/uses-remote.ts boundaries/dependencies:1'].sort(),
    );
  });
});
