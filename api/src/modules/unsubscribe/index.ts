/** The unsubscribe module: the link in every email that stops non-essential mail. */
export { default as unsubscribeRoutes } from './routes.js';
