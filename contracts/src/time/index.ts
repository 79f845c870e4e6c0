export * from './time-entry-limits.js';
export * from './time-entry-schemas.js';
export * from './iso-week.js';
