/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');
/** What scripts/sync-apps.mjs reads and writes. */
const FILES = [
  'apps.manifest.json',
  'package.json',
  'tsconfig.json',
  'docker/Dockerfile',
  'docker-compose.yml',
  'scripts/apps-manifest.mjs',
  'scripts/sync-apps.mjs',
];

function sync(dir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [join(dir, 'scripts/sync-apps.mjs'), ...args], { cwd: dir, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('files generated from apps.manifest.json', () => {
  let copy: string;

  beforeEach(() => {
    copy = mkdtempSync(join(tmpdir(), 'apps-manifest-'));
    for (const file of FILES) cpSync(join(root, file), join(copy, file));
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  const manifest = () => JSON.parse(readFileSync(join(copy, 'apps.manifest.json'), 'utf8'));
  const writeManifest = (value: unknown) => writeFileSync(join(copy, 'apps.manifest.json'), JSON.stringify(value, null, 2));

  it('are committed in step with the manifest', () => {
    expect(sync(root, '--check')).toEqual({ status: 0, output: '' });
  });

  it('fall out of step when a remote is added, and the script brings compose, Docker, workspaces and project references along', () => {
    const edited = manifest();
    edited.apps.push({
      name: 'mfe-wiki',
      container: 'mfe_wiki',
      port: 3008,
      portVariable: 'MFE_WIKI_PORT',
      upstreamVariable: 'MFE_WIKI_URL',
      exposes: { './routes': './src/routes.ts' },
      pageMeta: 'src/page-meta.json',
      routes: { wiki: { path: '/w/:workspace/wiki/*', layout: 'default', access: 'auth' } },
    });
    writeManifest(edited);
    mkdirSync(join(copy, 'mfe-wiki'));
    writeFileSync(join(copy, 'mfe-wiki', 'tsconfig.json'), '{}');

    const check = sync(copy, '--check');
    expect(check.status).toBe(1);
    expect(check.output).toMatch(/package\.json, tsconfig\.json, docker\/Dockerfile, docker-compose\.yml/);

    expect(sync(copy).status).toBe(0);
    const compose = readFileSync(join(copy, 'docker-compose.yml'), 'utf8');
    expect(compose).toContain('      MFE_WIKI_URL: http://mfe-wiki:3008\n');
    expect(compose).toContain('      mfe-wiki: *remote-health\n');
    expect(compose).toContain('  mfe-wiki:\n    build:\n      <<: *build\n      target: remote\n      args: { APP: mfe-wiki, PORT: "3008" }');
    expect(readFileSync(join(copy, 'docker/Dockerfile'), 'utf8')).toContain(
      'COPY --from=source /app/mfe-wiki/src/page-meta.json ./mfe-wiki/src/page-meta.json',
    );
    expect(JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')).workspaces).toContain('mfe-wiki');
    expect(JSON.parse(readFileSync(join(copy, 'tsconfig.json'), 'utf8')).references).toContainEqual({ path: './mfe-wiki' });
    expect(sync(copy, '--check').status).toBe(0);
  });

  it('refuses a manifest with a clash or a missing field, naming the entry', () => {
    const edited = manifest();
    edited.apps.push({ name: 'mfe-wiki', container: 'mfe-wiki', port: 3001, portVariable: 'MFE_WIKI_PORT', pageMeta: 'src/page-meta.json', routes: {} });
    writeManifest(edited);
    const result = sync(copy, '--check');
    expect(result.status).toBe(1);
    expect(result.output).toContain('(mfe-wiki): "container" must be a JavaScript identifier');
    expect(result.output).toContain('(mfe-wiki): a remote needs "upstreamVariable"');
    expect(result.output).toContain('app mfe-wiki: port 3001 is used twice');
  });

  it('run one PostgreSQL major in compose, CI and the operations guide', () => {
    const image = manifest().services.find((service: { name: string }) => service.name === 'postgres').image as string;
    const major = /^postgres:(\d+)/.exec(image)![1];
    expect(readFileSync(join(root, 'docs/operations.md'), 'utf8')).toContain(`PostgreSQL ${major}`);
    expect(readFileSync(join(root, '.ci/run'), 'utf8')).toContain(`PostgreSQL ${major}`);
  });
});
