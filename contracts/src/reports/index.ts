export * from './report-limits.js';
export * from './report-query-schemas.js';
export * from './velocity-schemas.js';
export * from './accuracy-schemas.js';
export * from './time-report-schemas.js';
export * from './flow-schemas.js';
export * from './risk-schemas.js';
