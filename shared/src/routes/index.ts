export * from './route-types';
export * from './registry';
export * from './path-for';
export * from './match-route';
