import { LIVE_SEQ_HEADER } from '@stepwise/contracts';
import type { FastifySchema } from 'fastify';

const HEADER_DOC = {
  [LIVE_SEQ_HEADER]: {
    type: 'string',
    pattern: '^[0-9]+:[0-9]+$',
    description:
      '`<workspace id>:<seq>`: the workspace’s latest live event number before this answer was read. Subscribe to the live channel ' +
      '`after` it (the lowest of the answers a screen shows) and every change since reaches the screen (docs/live.md).',
  },
};

/** The route's schema with the header documented on its 200 answer (OpenAPI). */
export function withLiveSeqHeader(schema: FastifySchema | undefined): FastifySchema | undefined {
  const ok = (schema?.response as Record<string, object> | undefined)?.['200'];
  if (!schema || !ok) return schema;
  return { ...schema, response: { ...(schema.response as Record<string, object>), 200: { ...ok, headers: HEADER_DOC } } };
}
