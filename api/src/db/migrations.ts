import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { packageRoot } from '../package-root.js';

/** Resolved from the package root so `src/` (tsx, Jest) and `dist/` find the same folder. */
export const migrationsFolder = join(packageRoot, 'drizzle');

/** Drizzle's defaults, spelled out because the health check reads the same table. */
export const migrationConfig = {
  migrationsFolder,
  migrationsSchema: 'drizzle',
  migrationsTable: '__drizzle_migrations',
} as const satisfies MigrationConfig;

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
  breakpoints: boolean;
}

/** drizzle-kit's list of generated migrations, in the order the migrator applies them. */
export function readJournal(folder: string = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}
