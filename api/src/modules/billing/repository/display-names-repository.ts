import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { plans, users, workspaces, type PlanCode } from '../../../db/schema/index.js';

/** The names billing mail and invoices show: the addressee, the workspace, the plan. */

export async function findMailAddressee(db: Database, userId: number) {
  const [user] = await db.select({ email: users.email, lang: users.lang, firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return user;
}

export async function findWorkspaceName(db: Database, workspaceId: number): Promise<{ name: string } | undefined> {
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return workspace;
}

export async function findPlanNames(db: Database, code: PlanCode): Promise<{ nameRu: string; nameEn: string } | undefined> {
  const [plan] = await db.select({ nameRu: plans.nameRu, nameEn: plans.nameEn }).from(plans).where(eq(plans.code, code));
  return plan;
}
