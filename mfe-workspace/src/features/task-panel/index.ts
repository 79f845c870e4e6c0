export { default as TaskPanelPage } from './task-panel-page';
