import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Type, type Static } from 'typebox';
import type { Database } from '../db/database.js';
import {
  memberRoles,
  planCodes,
  subscriptionStatuses,
  workspaceMembers,
  workspaces,
  type CreatorRole,
  type Department,
  type MemberRole,
  type PlanCode,
  type TeamSize,
} from '../db/schema/index.js';
import { domainCandidates, domainProblem, normalizeDomain, unavailableReason } from './domain-names.js';
import { addMember } from './members.js';

export { CUSTOM_DEPARTMENT_MAX_LENGTH, WORKSPACE_NAME_MAX_LENGTH } from '@stepwise/contracts';

/** A workspace's subscription as the workspace views show it (the whole of it: GET subscriptions/{uuid}). */
export const WorkspaceSubscriptionResponse = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    plan: Type.Enum(planCodes),
    status: Type.Enum(subscriptionStatuses),
    price_type: Type.String({ description: 'per_member_month, monthly or annual' }),
    ends_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'End of the current period or trial; null for the free plan',
    }),
  },
  { title: 'WorkspaceSubscription' },
);

export type WorkspaceSubscriptionResponse = Static<typeof WorkspaceSubscriptionResponse>;

export const WorkspaceResponse = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    domain: Type.String({ description: 'Lower case' }),
    role: Type.Enum(memberRoles, { description: "The signed-in user's role: admin (owner/founder) or member" }),
    member_count: Type.Integer({ minimum: 0, description: 'Active members' }),
    created_at: Type.String({ format: 'date-time' }),
    subscription: Type.Union([WorkspaceSubscriptionResponse, Type.Null()], {
      description: 'null while the workspace has no subscription',
    }),
  },
  { title: 'Workspace' },
);

export type WorkspaceResponse = Static<typeof WorkspaceResponse>;

/** What the workspace queries return: the workspace as one member sees it. */
export interface MemberWorkspace {
  id: number;
  name: string;
  domain: string;
  role: MemberRole;
  memberCount: number;
  createdAt: Date;
}

export function toWorkspaceResponse(
  workspace: MemberWorkspace,
  subscription: WorkspaceSubscriptionResponse | null,
): WorkspaceResponse {
  return {
    id: workspace.id,
    name: workspace.name,
    domain: workspace.domain,
    role: workspace.role,
    member_count: workspace.memberCount,
    created_at: workspace.createdAt.toISOString(),
    subscription,
  };
}

const ACTIVE_MEMBERS = 'active_members';
/** workspace_members again, for counting a workspace's active members beside the user's own membership. */
const activeMembers = alias(workspaceMembers, ACTIVE_MEMBERS);

/** The workspaces the user is an active member of, with their role and each workspace's active member count. */
function memberWorkspaces(db: Database, userId: number) {
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      domain: workspaces.domain,
      role: workspaceMembers.role,
      // Drizzle names an alias without its table inside sql``, hence the explicit `<table> as <alias>`.
      memberCount: sql<number>`(
        select count(*) from ${workspaceMembers} as ${sql.identifier(ACTIVE_MEMBERS)}
        where ${activeMembers.workspaceId} = ${workspaces.id} and ${activeMembers.status} = 'active'
      )`.mapWith(Number),
      createdAt: workspaces.createdAt,
    })
    .from(workspaces)
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, workspaces.id),
        eq(workspaceMembers.userId, userId),
        eq(workspaceMembers.status, 'active'),
      ),
    )
    .$dynamic();
}

/** Newest first. A member who left (inactive) no longer sees the workspace. */
export async function listUserWorkspaces(db: Database, userId: number): Promise<MemberWorkspace[]> {
  return memberWorkspaces(db, userId).orderBy(desc(workspaces.createdAt), desc(workspaces.id));
}

/** The workspace if the user is an active member of it. */
export async function findUserWorkspace(
  db: Database,
  userId: number,
  workspaceId: number,
): Promise<MemberWorkspace | undefined> {
  const [workspace] = await memberWorkspaces(db, userId).where(eq(workspaces.id, workspaceId));
  return workspace;
}

/** Which of the given (normalised) domains are taken. */
export async function takenDomains(db: Database, domains: string[]): Promise<Set<string>> {
  if (domains.length === 0) return new Set();
  const rows = await db
    .select({ domain: workspaces.domain })
    .from(workspaces)
    .where(inArray(sql`lower(${workspaces.domain})`, domains));
  return new Set(rows.map((row) => row.domain.toLowerCase()));
}

export interface NewWorkspace {
  name: string;
  /** Normalised and valid (domain-names.ts). */
  domain: string;
  department: Department;
  /** Kept only for department 'other'. */
  customDepartment: string | undefined;
  teamSize: TeamSize;
  creatorRole: CreatorRole;
  plan: PlanCode | undefined;
}

/**
 * Creates the workspace with its creator as its active admin, all in one transaction. A domain taken
 * meanwhile fails on the unique index (SQLSTATE 23505) and leaves nothing behind.
 */
export async function createWorkspace(
  db: Database,
  input: NewWorkspace,
  creatorId: number,
  now: Date,
): Promise<MemberWorkspace> {
  return db.transaction(async (tx) => {
    const [workspace] = await tx
      .insert(workspaces)
      .values({
        name: input.name,
        domain: input.domain,
        department: input.department,
        customDepartment: input.department === 'other' ? (input.customDepartment ?? null) : null,
        teamSize: input.teamSize,
        creatorRole: input.creatorRole,
        planCode: input.plan ?? null,
        createdAt: now,
      })
      .returning({ id: workspaces.id });
    await addMember(tx, { workspaceId: workspace!.id, userId: creatorId, role: 'admin', now });
    const created = await findUserWorkspace(tx, creatorId, workspace!.id);
    return created!;
  });
}

/** At most this many alternatives are offered for an unavailable domain. */
export const MAX_DOMAIN_SUGGESTIONS = 3;

export interface DomainAvailability {
  /** Normalised. */
  domain: string;
  available: boolean;
  reason?: 'taken' | 'reserved' | 'invalid';
  /** Up to MAX_DOMAIN_SUGGESTIONS valid, free alternatives; empty when the domain is available. */
  suggestions: string[];
}

/** Whether a (non-blank) domain can be used, and if not, why and what could be used instead. */
export async function domainAvailability(db: Database, rawDomain: string): Promise<DomainAvailability> {
  const domain = normalizeDomain(rawDomain);
  const problem = domainProblem(domain);
  const candidates = domainCandidates(domain);
  // One query answers for the domain itself and for every alternative.
  const taken = await takenDomains(db, problem ? candidates : [domain, ...candidates]);
  const reason = problem ? unavailableReason(problem) : taken.has(domain) ? 'taken' : undefined;
  if (!reason) return { domain, available: true, suggestions: [] };
  const suggestions = candidates.filter((candidate) => !taken.has(candidate)).slice(0, MAX_DOMAIN_SUGGESTIONS);
  return { domain, available: false, reason, suggestions };
}
