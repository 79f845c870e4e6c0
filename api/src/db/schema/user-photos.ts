import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { photoSizes } from '@stepwise/contracts';

export { photoSizes, type PhotoSize } from '@stepwise/contracts';

/** bytea as a Buffer on both drivers (node-postgres returns a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Resized profile photos, kept in the database so every API instance serves the same files. */
export const userPhotos = pgTable(
  'user_photos',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    size: text('size', { enum: photoSizes }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    etag: text('etag').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'user_photos_pkey', columns: [table.userId, table.size] }),
    check('user_photos_size_check', sql`${table.size} in ('sm', 'lg')`),
  ],
);
