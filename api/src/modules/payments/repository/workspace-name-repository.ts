import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { workspaces } from '../../../db/schema/index.js';

/** The name of the workspace a payment is for (the provider shows it in the payment's description). */
export async function findWorkspaceName(db: Database, workspaceId: number): Promise<string | undefined> {
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return workspace?.name;
}
