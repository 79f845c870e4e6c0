import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { userPhotos, users, type PhotoSize, type User } from '../../db/schema/index.js';

const STORED_CONTENT_TYPE = 'image/webp';

function etagOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
}

/** The path (on the public origin) a stored photo is served at; the version makes every upload a new URL. */
export function photoPath(userId: number, size: PhotoSize, etag: string): string {
  return `/api/users/${userId}/photo/${size}?v=${etag}`;
}

/** Replaces the user's photos and points users.photo_sm/photo_lg at the new versions. */
export async function savePhotos(db: Database, userId: number, photos: Record<PhotoSize, Buffer>, now: Date): Promise<User> {
  return db.transaction(async (tx) => {
    const paths = {} as Record<PhotoSize, string>;
    for (const size of ['sm', 'lg'] as const) {
      const bytes = photos[size];
      const etag = etagOf(bytes);
      const values = { contentType: STORED_CONTENT_TYPE, bytes, etag, updatedAt: now };
      await tx
        .insert(userPhotos)
        .values({ userId, size, ...values })
        .onConflictDoUpdate({ target: [userPhotos.userId, userPhotos.size], set: values });
      paths[size] = photoPath(userId, size, etag);
    }
    const [user] = await tx.update(users).set({ photoSm: paths.sm, photoLg: paths.lg }).where(eq(users.id, userId)).returning();
    return user!;
  });
}

export async function readPhoto(db: Database, userId: number, size: PhotoSize) {
  const [photo] = await db
    .select({ contentType: userPhotos.contentType, bytes: userPhotos.bytes, etag: userPhotos.etag })
    .from(userPhotos)
    .where(and(eq(userPhotos.userId, userId), eq(userPhotos.size, size)));
  return photo;
}
