// The page itself is loaded by routes.ts on its own; what other pages show of this feature is the side panel.
export { TaskPanelHost } from './task-panel-host';
