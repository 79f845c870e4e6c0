export * from './workload-schemas.js';
