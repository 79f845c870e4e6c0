import { sql } from 'drizzle-orm';
import { userLangs, userStatuses } from '@stepwise/contracts';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export { userLangs, userStatuses, type UserLang, type UserStatus } from '@stepwise/contracts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Null for users who only sign in through an external provider. */
    passwordHash: text('password_hash'),
    status: text('status', { enum: userStatuses }).notNull().default('new'),
    lang: text('lang', { enum: userLangs }).notNull().default('ru'),
    photoSm: text('photo_sm'),
    photoLg: text('photo_lg'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      // The database clock, like the default: app and database clocks may disagree.
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    check('users_status_check', sql`${table.status} in ('new', 'active')`),
    check('users_lang_check', sql`${table.lang} in ('ru', 'en')`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
