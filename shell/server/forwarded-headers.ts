/**
 * X-Forwarded-* headers the shell server adds to proxied requests. Pure.
 */

export interface ForwardedInput {
  /**
   * Client address chain, furthest first, ending with the peer that connected to us. With
   * trustProxy, Fastify's `request.ips` reversed: the X-Forwarded-For hops it trusts; without, the
   * peer alone (a client-sent X-Forwarded-For could be forged and is dropped).
   */
  chain: readonly string[];
  /** Protocol the client used, as Fastify resolved it (honours trustProxy). */
  protocol: string;
  /** Host the client asked for, as Fastify resolved it (honours trustProxy). */
  host: string;
}

export function forwardedHeaders(input: ForwardedInput): Record<string, string> {
  const headers: Record<string, string> = {
    'x-forwarded-proto': input.protocol,
    'x-forwarded-host': input.host,
  };
  const chain = input.chain.filter((address) => address !== '');
  if (chain.length > 0) headers['x-forwarded-for'] = chain.join(', ');
  return headers;
}

/** The chain for `forwardedHeaders` from what Fastify knows about a request. */
export function clientChain(ips: readonly string[] | undefined, peerAddress: string | undefined): string[] {
  if (ips && ips.length > 0) return [...ips].reverse();
  return peerAddress ? [peerAddress] : [];
}
