/** @jest-environment node */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildIntegrator } from './integrator-app';

describe('example integrator server', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildIntegrator({ checkoutUrl: 'https://stepwise.example.com/some/path', publicDir: join(__dirname, 'public') });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves the page with a CSP that frames only the checkout origin and allows no inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('frame-src https://stepwise.example.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Acme CRM — upgrade your Stepwise workspace</h1>');
    expect(html).toContain('data-checkout-origin="https://stepwise.example.com"');
    expect(html).toContain('<label for="workspace">Workspace id</label>');
    expect(html).toContain('<label for="plan">Plan</label>');
    expect(html).toContain('data-testid="integrator-status"');
    expect(html).toContain('<button type="submit">Open checkout</button>');
    expect(html).toContain('<script src="/integrator.js" defer></script>');
    expect(html).not.toMatch(/<script>/);
  });

  it('serves its script and styles, and a health check', async () => {
    const script = await app.inject({ method: 'GET', url: '/integrator.js' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("'/embed/subscriptions/payment'");
    expect((await app.inject({ method: 'GET', url: '/integrator.css' })).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok', service: 'payment-integrator-example' });
  });
});
