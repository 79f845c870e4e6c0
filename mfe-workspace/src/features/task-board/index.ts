export { default as TaskBoardPage } from './task-board-page';
