import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { oidcAuthRequests } from '../../../db/schema/index.js';

export interface NewOidcAuthRequest {
  stateHash: string;
  provider: string;
  codeVerifier: string;
  nonce: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Stores a started sign-in, dropping the expired ones on the way. */
export async function storeOidcAuthRequest(db: Database, request: NewOidcAuthRequest): Promise<void> {
  await db.delete(oidcAuthRequests).where(lt(oidcAuthRequests.expiresAt, request.createdAt));
  await db.insert(oidcAuthRequests).values(request);
}

/** Takes the stored sign-in of a state (single use: it is deleted as it is read). */
export async function takeOidcAuthRequest(db: Database, stateHash: string) {
  const [request] = await db.delete(oidcAuthRequests).where(eq(oidcAuthRequests.stateHash, stateHash)).returning();
  return request;
}
