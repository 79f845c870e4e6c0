export * from './csv.js';
export * from './history-columns.js';
export * from './history-rows.js';
