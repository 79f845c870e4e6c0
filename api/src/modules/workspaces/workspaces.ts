import {
  domainCandidates,
  domainProblem,
  MAX_DOMAIN_SUGGESTIONS,
  normalizeDomain,
  subscriptionPriceType,
  unavailableReason,
  type CreatorRole,
  type Department,
  type DomainAvailabilityResponse,
  type MemberRole,
  type PlanCode,
  type TeamSize,
  type UserLang,
  type WorkspaceResponse,
  type WorkspaceSubscriptionResponse,
} from '@stepwise/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { isUniqueViolation } from '../../platform/database-errors/unique-violation.js';
import type { WorkspaceScope } from '../../platform/workspace-scope/index.js';
import { findWorkspaceById, insertWorkspace, listUserWorkspaces, takenDomains } from './workspace-repository.js';
import { currentSubscriptionsOf, type CurrentSubscription } from './workspace-subscription-repository.js';

/** What the workspace queries return: the workspace as one member sees it. */
export interface MemberWorkspace {
  id: number;
  name: string;
  domain: string;
  role: MemberRole;
  memberCount: number;
  createdAt: Date;
}

function toSubscriptionSummary(subscription: CurrentSubscription | undefined): WorkspaceSubscriptionResponse | null {
  if (!subscription) return null;
  return {
    uuid: subscription.uuid,
    plan: subscription.plan,
    status: subscription.status,
    price_type: subscriptionPriceType(subscription.planPriceType, subscription.period),
    ends_at: subscription.currentPeriodEnd?.toISOString() ?? null,
  };
}

export function toWorkspaceResponse(workspace: MemberWorkspace, subscription: WorkspaceSubscriptionResponse | null): WorkspaceResponse {
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

/** Workspaces with their current subscriptions: two queries, however many workspaces there are. */
async function withSubscriptions(db: Database, rows: MemberWorkspace[]): Promise<WorkspaceResponse[]> {
  const current = await currentSubscriptionsOf(
    db,
    rows.map((workspace) => workspace.id),
  );
  return rows.map((workspace) => toWorkspaceResponse(workspace, toSubscriptionSummary(current.get(workspace.id))));
}

/** The user's workspaces, newest first, each with its current subscription. */
export async function listWorkspacesOf(db: Database, userId: number): Promise<WorkspaceResponse[]> {
  return withSubscriptions(db, await listUserWorkspaces(db, userId));
}

/** The workspace of a request's scope, as its member sees it. */
export async function workspaceOfScope(db: Database, scope: WorkspaceScope): Promise<MemberWorkspace> {
  const workspace = await findWorkspaceById(db, scope.workspaceId);
  // The scope was resolved from an active membership of this request, so the workspace exists.
  return { ...workspace!, role: scope.role };
}

/** One workspace as its member sees it (the caller has checked the membership). */
export async function workspaceView(db: Database, workspace: MemberWorkspace): Promise<WorkspaceResponse> {
  const [view] = await withSubscriptions(db, [workspace]);
  return view!;
}

export function domainTaken(): AppError {
  return new AppError(409, 'domain_taken', 'This domain is already taken', { domain: 'taken' });
}

export interface NewWorkspace {
  name: string;
  /** As typed: trimmed and lower-cased here. */
  domain: string;
  department: Department;
  /** Kept only for department 'other'. */
  customDepartment: string | undefined;
  teamSize: TeamSize;
  creatorRole: CreatorRole;
  plan: PlanCode | undefined;
  /** The language the workspace's first sphere and stages are named in. */
  creatorLang: UserLang;
}

/** Creates the workspace with its creator as its active admin; 409 domain_taken when the domain is in use. */
export async function createWorkspace(db: Database, input: NewWorkspace, creatorId: number, now: Date): Promise<WorkspaceResponse> {
  const domain = normalizeDomain(input.domain);
  if ((await takenDomains(db, [domain])).has(domain)) throw domainTaken();
  try {
    const created = await insertWorkspace(db, { ...input, domain }, creatorId, now);
    return toWorkspaceResponse(created, null);
  } catch (error) {
    // Someone took the domain between the check above and the insert: the unique index decides.
    if (isUniqueViolation(error)) throw domainTaken();
    throw error;
  }
}

/** Whether a (non-blank) domain can be used, and if not, why and what could be used instead. */
export async function domainAvailability(db: Database, rawDomain: string): Promise<DomainAvailabilityResponse> {
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
