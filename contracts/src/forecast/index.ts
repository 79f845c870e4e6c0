export * from './forecast-limits.js';
export * from './schedule-schemas.js';
export * from './day-off-schemas.js';
export * from './calendar-schemas.js';
export * from './forecast-schemas.js';
export * from './history-import-schemas.js';
export * from './forecast-preview-schemas.js';
