export { default as TeamPage } from './team-page';
