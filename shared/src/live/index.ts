export * from './live-connection';
export * from './live-context';
export * from './live-provider';
export { LiveReadPositions, liveReadPositions, type AnswerFreshness } from './live-read-positions';
