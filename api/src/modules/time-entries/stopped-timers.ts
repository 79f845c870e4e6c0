import type { TimeEntryResponse } from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { selectEntriesEndedAt } from './time-entry-repository.js';
import { toTimeEntryResponse } from '../tasks/index.js';

/** The entries of the tasks whose timers a change at `now` stopped, as time_entry.saved carries them. */
export async function stoppedTimerEntries(db: Database, taskIds: readonly number[], now: Date): Promise<TimeEntryResponse[]> {
  return (await selectEntriesEndedAt(db, taskIds, now)).map((row) => toTimeEntryResponse(row, now));
}
