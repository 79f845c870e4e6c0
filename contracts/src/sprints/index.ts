export * from './sprint-limits.js';
export * from './sprint-schemas.js';
