import { AppError } from '../../errors/app-error.js';

/** 409 conflict: imported tasks are kept in the workspace's first finished stage. */
export function noFinishedStage(): AppError {
  return new AppError(409, 'conflict', 'The workspace has no finished stage to keep imported tasks in');
}

/** What a failed import's status says when the cause is not the caller's to read. */
export const IMPORT_STOPPED_MESSAGE =
  'The import stopped on an unexpected error; the rows up to processed_through_line are imported or refused, the others are not imported';
