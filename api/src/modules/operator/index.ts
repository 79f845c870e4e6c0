/** The operator module: routes for the people running Stepwise, served only on the operator listener. */
export { default as operatorRoutes, type OperatorRoutesOptions } from './routes.js';
