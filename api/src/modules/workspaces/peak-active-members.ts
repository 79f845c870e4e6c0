import type { MemberStatus } from '@stepwise/contracts';

/** A membership's status from `at` on (a row of workspace_member_events). */
export interface MemberStatusEvent {
  userId: number;
  status: MemberStatus;
  at: Date;
}

/**
 * The largest number of members active at the same moment within [periodStart, periodEnd): what a
 * per-member plan charges for (spec §9: the maximum number of active users in the billing period).
 *
 * - `events` are one workspace's status changes in any order; events from before the period give the
 *   state it starts with (members active at periodStart count), events from periodEnd on are ignored.
 * - Changes at the same instant take effect together: a member leaving while another joins at that
 *   moment is not counted as two. For one member, the later event of the list wins.
 * - Repeated events (active while already active) change nothing.
 *
 * Pure; throws a RangeError unless periodStart < periodEnd.
 */
export function peakActiveMembers(events: readonly MemberStatusEvent[], periodStart: Date, periodEnd: Date): number {
  const start = periodStart.getTime();
  const end = periodEnd.getTime();
  if (!(start < end)) throw new RangeError('peakActiveMembers: periodStart must be before periodEnd');

  // A stable sort keeps the list order among events of one instant.
  const ordered = events.filter((event) => event.at.getTime() < end).sort((a, b) => a.at.getTime() - b.at.getTime());
  const active = new Set<number>();
  const apply = (event: MemberStatusEvent) => {
    if (event.status === 'active') active.add(event.userId);
    else active.delete(event.userId);
  };

  let index = 0;
  while (index < ordered.length && ordered[index]!.at.getTime() <= start) apply(ordered[index++]!);
  let peak = active.size;
  while (index < ordered.length) {
    const instant = ordered[index]!.at.getTime();
    while (index < ordered.length && ordered[index]!.at.getTime() === instant) apply(ordered[index++]!);
    peak = Math.max(peak, active.size);
  }
  return peak;
}
