export * from './sprint-dates.js';
export * from './sprint-burndown.js';
