/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_COMPRESSED_BYTES } from './precompressed-assets';

const BUILD_SCRIPT = path.join(__dirname, 'fixtures', 'build-precompressed.ts');

/** Builds `files` (entry `index.js`) for production with the plugin; returns the output folder. */
function build(dir: string, files: Record<string, string>): string {
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  execFileSync(process.execPath, ['--import', 'tsx', BUILD_SCRIPT, dir], { stdio: 'pipe' });
  return path.join(dir, 'dist');
}

describe('precompressedAssets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts a brotli and a gzip copy of each emitted script beside it, holding the very bytes served', () => {
    const words = Array.from({ length: 400 }, (_, index) => `'item number ${index} of the catalogue'`).join(',');
    const output = build(dir, {
      'index.js': `import('./late.js').then((late) => console.log(late.default));\nconsole.log([${words}].join(' '));`,
      'late.js': `export default [${words}].reverse().join(' ');`,
    });
    const files = readdirSync(output);
    const scripts = files.filter((name) => name.endsWith('.js'));
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      const content = readFileSync(path.join(output, script));
      expect(content.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
      const br = readFileSync(path.join(output, `${script}.br`));
      const gz = readFileSync(path.join(output, `${script}.gz`));
      // the final (minified, hashed) file, not an earlier stage of it
      expect(brotliDecompressSync(br).equals(content)).toBe(true);
      expect(gunzipSync(gz).equals(content)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
    expect(files.filter((name) => name.endsWith('.map.br') || name.endsWith('.map.gz'))).toEqual([]);
  });

  it('leaves a file under the size the servers compress alone', () => {
    const output = build(dir, { 'index.js': "console.log('small');" });
    const files = readdirSync(output);
    expect(files.filter((name) => name.endsWith('.js'))).toHaveLength(1);
    expect(files.filter((name) => name.endsWith('.br') || name.endsWith('.gz'))).toEqual([]);
  });
});
