export { default as GoalsPage } from './goals-page';
