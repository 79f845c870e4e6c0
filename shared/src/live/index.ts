export * from './live-connection';
export * from './live-context';
export * from './live-provider';
