export * from './common/schemas.js';
