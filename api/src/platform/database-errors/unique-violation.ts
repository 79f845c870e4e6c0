import { sqlState, UNIQUE_VIOLATION } from '../../db/database.js';

/** True when the database refused a write because a unique index already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}
