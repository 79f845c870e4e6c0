export * from './rules.js';
export * from './common/schemas.js';
export * from './live/live-messages.js';
export * from './auth/schemas.js';
export * from './users/schemas.js';
export * from './workspaces/schemas.js';
