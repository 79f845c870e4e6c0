import type { FastifyInstance } from 'fastify';

/** The live channel's publisher, as the task changes take it. */
export type LivePublisher = FastifyInstance['live'];
