/** @jest-environment node */
import { clientChain, forwardedHeaders } from './forwarded-headers';

describe('forwardedHeaders', () => {
  it('reports the chain, the protocol and the host the client used', () => {
    expect(forwardedHeaders({ chain: ['203.0.113.7'], protocol: 'http', host: 'localhost:8080' })).toEqual({
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'localhost:8080',
    });
  });

  it('joins a longer chain, furthest first', () => {
    expect(forwardedHeaders({ chain: ['198.51.100.1', '10.0.0.2', '10.0.0.4'], protocol: 'https', host: 'app.stepwise.example' })).toEqual({
      'x-forwarded-for': '198.51.100.1, 10.0.0.2, 10.0.0.4',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'app.stepwise.example',
    });
  });

  it('omits X-Forwarded-For when no address is known', () => {
    expect(forwardedHeaders({ chain: [], protocol: 'http', host: 'a' })).not.toHaveProperty('x-forwarded-for');
  });
});

describe('clientChain', () => {
  it('is the peer alone when no proxy is trusted (Fastify gives no ips)', () => {
    expect(clientChain(undefined, '203.0.113.7')).toEqual(['203.0.113.7']);
  });

  it("reverses Fastify's trusted ips (nearest first) into furthest first", () => {
    expect(clientChain(['10.0.0.4', '10.0.0.2', '198.51.100.1'], '10.0.0.4')).toEqual(['198.51.100.1', '10.0.0.2', '10.0.0.4']);
  });
});
