import type { ForecastResponse, TaskForecastResponse } from '@stepwise/contracts';
import { useWorkForecastQuery } from '../forecast/forecast-api';

type MemberForecast = ForecastResponse['members'][number];

/** The workspace's forecast by what screens look up: a task's dates, a member's pace, goal and project finishes. */
export interface ForecastIndex {
  tasks: ReadonlyMap<number, TaskForecastResponse & { user_id: number }>;
  members: ReadonlyMap<number, MemberForecast>;
  goals: ReadonlyMap<number, { finish_p50: string; finish_p85: string }>;
  projects: ReadonlyMap<number, { finish_p50: string; finish_p85: string }>;
  /** Flow tasks without an estimate: no date of their own. */
  unscored: ReadonlySet<number>;
  /** The forecast has been read (an empty index before, or when it failed). */
  ready: boolean;
  /** It could not be read: screens show no dates rather than a placeholder that never fills. */
  failed: boolean;
}

export function indexForecast(forecast: ForecastResponse | undefined): ForecastIndex {
  const tasks = new Map<number, TaskForecastResponse & { user_id: number }>();
  for (const member of forecast?.members ?? []) {
    for (const task of member.tasks) tasks.set(task.task_id, { ...task, user_id: member.user_id });
  }
  return {
    tasks,
    members: new Map((forecast?.members ?? []).map((member) => [member.user_id, member])),
    goals: new Map((forecast?.goals ?? []).map(({ goal_id, ...finish }) => [goal_id, finish])),
    projects: new Map((forecast?.projects ?? []).map(({ project_id, ...finish }) => [project_id, finish])),
    unscored: new Set(forecast?.unscored ?? []),
    ready: forecast !== undefined,
    failed: false,
  };
}

const LOADING: ForecastIndex = indexForecast(undefined);
const FAILED: ForecastIndex = { ...LOADING, failed: true };
/** One index per forecast answer, shared by every component of the page that asks for it. */
const indexes = new WeakMap<ForecastResponse, ForecastIndex>();

function indexOnce(forecast: ForecastResponse): ForecastIndex {
  let index = indexes.get(forecast);
  if (!index) {
    index = indexForecast(forecast);
    indexes.set(forecast, index);
  }
  return index;
}

/** The live forecast of the workspace, indexed once per version for every row that shows a date. */
export function useForecastIndex(workspaceId: number): ForecastIndex {
  const { data, isError } = useWorkForecastQuery(workspaceId);
  if (data) return indexOnce(data);
  return isError ? FAILED : LOADING;
}
