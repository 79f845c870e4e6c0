export * from './common/schemas.js';
export * from './rules/index.js';
