export * from './common/schemas.js';
export * from './live/live-protocol.js';
export * from './live/live-messages.js';
