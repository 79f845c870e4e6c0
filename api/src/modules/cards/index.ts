import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export { requireUserCard, cardNotFound } from './chargeable-card.js';
export type { ChargeableCard } from './repository/cards-repository.js';
export { saveProviderCard, type ProviderCard } from './save-provider-card.js';

/** The cards area: /api/cards/… */
const cardsModule: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(import('./routes/index.js'), { prefix: '/cards' });
};

export default cardsModule;
