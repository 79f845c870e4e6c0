/** @jest-environment node */
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RemotesFile, RemotesFileError } from './remotes-file';

describe('RemotesFile', () => {
  let dir: string;
  let file: string;
  const log = { error: jest.fn(), info: jest.fn() };
  const proxiedContainers = ['mfe_auth', 'mfe_billing'];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stepwise-remotes-'));
    file = join(dir, 'remotes.json');
    log.error.mockReset();
    log.info.mockReset();
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the file on every load, so an edit takes effect at once', async () => {
    writeFileSync(file, JSON.stringify({ mfe_auth: '/mfe/mfe_auth/mf-manifest.json' }));
    const remotes = new RemotesFile(file, { proxiedContainers, log });
    const first = await remotes.load();
    expect(first.remotes).toEqual({ mfe_auth: '/mfe/mfe_auth/mf-manifest.json' });
    expect(first.origins).toEqual([]);
    expect(first.body).toBe('{"mfe_auth":"/mfe/mfe_auth/mf-manifest.json"}');

    writeFileSync(file, JSON.stringify({ mfe_auth: 'https://cdn.example.com/auth/v2/mf-manifest.json' }));
    const second = await remotes.load();
    expect(second.remotes).toEqual({ mfe_auth: 'https://cdn.example.com/auth/v2/mf-manifest.json' });
    expect(second.origins).toEqual(['https://cdn.example.com']);
    expect(second.etag).not.toBe(first.etag);
    expect(log.info).toHaveBeenCalledTimes(1);
  });

  it('serves a remote the file does not name from its default address, and lets the file move it elsewhere', async () => {
    const defaults = { mfe_auth: '/mfe/mfe_auth/mf-manifest.json', mfe_billing: '/mfe/mfe_billing/mf-manifest.json' };
    writeFileSync(file, JSON.stringify({ mfe_billing: 'https://cdn.example.com/billing/v9/mf-manifest.json' }));
    const remotes = new RemotesFile(file, { proxiedContainers, defaults, log });
    expect((await remotes.load()).remotes).toEqual({
      mfe_auth: '/mfe/mfe_auth/mf-manifest.json',
      mfe_billing: 'https://cdn.example.com/billing/v9/mf-manifest.json',
    });
  });

  it('reuses the parsed version while the text is unchanged', async () => {
    writeFileSync(file, JSON.stringify({ mfe_auth: '/mfe/mfe_auth/mf-manifest.json' }));
    const remotes = new RemotesFile(file, { proxiedContainers, log });
    expect(await remotes.load()).toBe(await remotes.load());
  });

  it('refuses an invalid or missing file at start-up, naming the file and the problems', async () => {
    writeFileSync(file, JSON.stringify({ 'mfe-auth': 'javascript:alert(1)' }));
    await expect(new RemotesFile(file, { proxiedContainers, log }).load()).rejects.toThrow(RemotesFileError);
    await expect(new RemotesFile(file, { proxiedContainers, log }).load()).rejects.toThrow(/remotes\.json: "mfe-auth"/);
    await expect(new RemotesFile(join(dir, 'absent.json'), { proxiedContainers, log }).load()).rejects.toThrow(/cannot be read/);
  });

  it('keeps the last valid version when a later edit is invalid or the file disappears, and logs it once', async () => {
    writeFileSync(file, JSON.stringify({ mfe_auth: '/mfe/mfe_auth/mf-manifest.json' }));
    const remotes = new RemotesFile(file, { proxiedContainers, log });
    const good = await remotes.load();

    writeFileSync(file, '{"mfe_auth": "/mfe/mfe_auth/mf-manifest.json",');
    expect(await remotes.load()).toBe(good);
    expect(await remotes.load()).toBe(good);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0][0]).toMatchObject({ file, problems: [expect.stringMatching(/not valid JSON/)] });

    unlinkSync(file);
    expect(await remotes.load()).toBe(good);
    expect(log.error).toHaveBeenCalledTimes(2);

    writeFileSync(file, JSON.stringify({ mfe_billing: '/mfe/mfe_billing/mf-manifest.json' }));
    expect((await remotes.load()).remotes).toEqual({ mfe_billing: '/mfe/mfe_billing/mf-manifest.json' });
  });
});
