export * from './access-tokens.js';
export * from './activation-codes.js';
export * from './email-unsubscribes.js';
export * from './identities.js';
export * from './password-resets.js';
export * from './user-photos.js';
export * from './users.js';
