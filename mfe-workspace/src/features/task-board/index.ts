export { default as TaskBoardPage } from './task-board-page';
export { TaskBoard, type TaskBoardProps } from './task-board';
export { boardColumns } from './board-columns';
export { useBoardMove } from './use-board-move';
