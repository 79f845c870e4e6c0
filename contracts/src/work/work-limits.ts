/**
 * Limits and constants of the task manager inside a workspace (members, spheres, goals, projects,
 * tasks, flows). Plain values, so a screen that needs one does not bundle TypeBox.
 */

export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_DESCRIPTION_MAX_LENGTH = 20_000;
/** 100 working days of 8 hours, the longest estimate a task may carry. */
export const ESTIMATE_MAX_MINUTES = 48_000;
export const COMPLEXITY_MIN = 1;
export const COMPLEXITY_MAX = 5;
/** A task may wait for at most this many others. */
export const BLOCKED_BY_MAX = 50;

export const SPHERE_NAME_MAX_LENGTH = 60;
export const STAGE_NAME_MAX_LENGTH = 40;
export const STAGES_PER_SPHERE_MAX = 20;
export const SPHERES_PER_WORKSPACE_MAX = 50;

export const GOAL_TITLE_MAX_LENGTH = 200;
export const GOAL_DESCRIPTION_MAX_LENGTH = 5_000;

export const PROJECT_NAME_MAX_LENGTH = 80;
/** A project's short key: a capital letter, then 1–9 capitals or digits (e.g. `WEB`, `Q4`). */
export const PROJECT_KEY_PATTERN = '^[A-Z][A-Z0-9]{1,9}$';

/** An invitation link is valid this long after it was (re)sent, and works once. */
export const INVITATION_TTL_DAYS = 7;
/** Seconds between two sends of one invitation. */
export const INVITATION_RESEND_COOLDOWN_SECONDS = 60;

/** Tasks per page of `GET /workspaces/{id}/tasks`: the default and the largest `limit`. */
export const TASK_PAGE_DEFAULT = 100;
export const TASK_PAGE_MAX = 500;
/** Longest `q` of the task list. */
export const TASK_QUERY_MAX_LENGTH = 200;
