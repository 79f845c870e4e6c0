export * from './live-connection';
