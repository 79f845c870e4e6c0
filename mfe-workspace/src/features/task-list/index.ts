export { default as TaskListPage } from './task-list-page';
