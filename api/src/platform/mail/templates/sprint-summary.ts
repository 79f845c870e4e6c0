import { sprintPath, type SprintSummary } from '@stepwise/contracts';
import { defineMail, greeting, link, text } from './types.js';

export interface SprintSummaryMailData {
  firstName: string;
  workspaceId: number;
  workspaceName: string;
  sprintId: number;
  number: number;
  /** The sprint's first and last days (calendar dates, written as such). */
  startsOn: string;
  endsOn: string;
  summary: SprintSummary;
}

/** Hours with at most one decimal. */
const hours = (minutes: number) => Math.round(minutes / 6) / 10;
/** A calendar date as the instant of its UTC midnight: the catalogue writes dates in UTC. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** Sent to each admin of a workspace once, when a sprint ends and its unfinished tasks are carried over. */
export const sprintSummaryMail = defineMail<SprintSummaryMailData>({
  name: 'sprint_summary',
  essential: false,
  subject: ({ number, workspaceName }) => ['sprintSummary.subject', { number, workspaceName }],
  blocks: ({ firstName, workspaceId, workspaceName, sprintId, number, startsOn, endsOn, summary }, { publicUrl }) => [
    greeting(firstName),
    text('sprintSummary.intro', { number, workspaceName, startsOn: day(startsOn), endsOn: day(endsOn) }),
    text('sprintSummary.byEstimate', { doneHours: hours(summary.done_minutes), committedHours: hours(summary.committed_minutes) }),
    text('sprintSummary.byCount', { doneCount: summary.done_count, committedCount: summary.committed_count }),
    text('sprintSummary.carriedOver', { carriedOverCount: summary.carried_over_count }),
    text('sprintSummary.scope', { addedCount: summary.added_count, removedCount: summary.removed_count }),
    link('sprintSummary.button', `${publicUrl}${sprintPath(workspaceId, sprintId)}`),
  ],
});
