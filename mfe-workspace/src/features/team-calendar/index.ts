export { default as TeamCalendarPage } from './team-calendar-page';
