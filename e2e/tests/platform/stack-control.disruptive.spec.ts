/**
 * The stack-control fixture works, and the public origin degrades cleanly: a stopped remote or API
 * answers a JSON 502 (the rest keeps working), and an edited /remotes.json takes effect at once,
 * with the Content-Security-Policy following the remotes' origins. These tests stop services and
 * rewrite the remotes file, so they run alone.
 */
import { expect, test } from '../../support/test';

test.describe('stack control', { lock: '-exclusive-' }, () => {
  test('a stopped remote answers 502 remote_unavailable while the others still load', async ({ request, stack }) => {
    await stack.stopService('mfe-auth');
    const down = await request.get('/mfe/mfe_auth/mf-manifest.json');
    expect(down.status()).toBe(502);
    expect(await down.json()).toMatchObject({ code: 'remote_unavailable' });
    expect((await request.get('/mfe/mfe_billing/mf-manifest.json')).status()).toBe(200);
    expect((await request.get('/', { headers: { accept: 'text/html' } })).status()).toBe(200);

    await stack.startService('mfe-auth');
    expect((await request.get('/mfe/mfe_auth/mf-manifest.json')).status()).toBe(200);
  });

  test('a stopped API answers 502 api_unavailable', async ({ request, stack }) => {
    await stack.stopService('api');
    const down = await request.get('/api/health');
    expect(down.status()).toBe(502);
    expect(await down.json()).toMatchObject({ code: 'api_unavailable' });
    // the fixture restarts it after the test
  });

  test('an edited /remotes.json is served at once and the CSP allows the new origin', async ({ request, stack }) => {
    const { urls } = await stack.state();
    const billingElsewhere = `${urls['mfe-billing']}/mf-manifest.json`;
    const original = JSON.parse(await stack.remotesText()) as Record<string, string>;
    // what the shell serves: the file's entries over each remote's own /mfe/ path
    const served = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    await stack.setRemotes({ ...original, mfe_billing: billingElsewhere });

    const remotes = await request.get('/remotes.json');
    expect(remotes.headers()['cache-control']).toBe('no-cache');
    expect((await remotes.json()).mfe_billing).toBe(billingElsewhere);
    const html = await request.get('/', { headers: { accept: 'text/html' } });
    const policy = html.headers()['content-security-policy'];
    const scriptSources = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSources?.split(' ')).toContain(new URL(billingElsewhere).origin);

    // an invalid edit is refused: the last valid version stays in effect
    await stack.setRemotes('{"mfe_billing": "javascript:alert(1)"}');
    expect((await (await request.get('/remotes.json')).json()).mfe_billing).toBe(billingElsewhere);

    await stack.resetRemotes();
    expect(await (await request.get('/remotes.json')).json()).toEqual(served);
  });
});
