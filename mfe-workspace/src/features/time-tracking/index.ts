export { RunningTimer } from './timer/running-timer';
export { TaskTimeEntries } from './entries/task-time-entries';
export { EntryFormDialog } from './entries/entry-form-dialog';
