import type { ForecastPreviewResponse, TaskForecastResponse } from '@stepwise/contracts';
import { computeForecast, type Forecast } from '@stepwise/scheduling';
import { flowInOrder, memberNotFound, notInFlow } from '../flow/index.js';
import type { WorkspaceForecastData } from './forecast-input.js';
import { projectFinishes } from './forecast-response.js';

interface Finish {
  finish_p50: string;
  finish_p85: string;
}

const sameTask = (a: TaskForecastResponse, b: TaskForecastResponse) =>
  a.start_at === b.start_at && a.finish_p50 === b.finish_p50 && a.finish_p85 === b.finish_p85 && a.risk === b.risk && a.assumes_unscored === b.assumes_unscored;

/** The entries of `after` that are new or differ from `before`'s of the same id. */
function changedFinishes<T extends Finish>(before: readonly T[], after: readonly T[], idOf: (entry: T) => number): T[] {
  const was = new Map(before.map((entry) => [idOf(entry), entry]));
  return after.filter((entry) => {
    const old = was.get(idOf(entry));
    return !old || old.finish_p50 !== entry.finish_p50 || old.finish_p85 !== entry.finish_p85;
  });
}

/**
 * The forecast with one member's flow in a proposed order, as the changes from `forecast`: the
 * member is walked again, then anyone waiting for a task whose dates move (the core's update path).
 * Nothing is saved; `taskIds` must be exactly the member's unfinished tasks, as for a reorder.
 */
export function previewFlowOrder(
  version: number,
  data: WorkspaceForecastData,
  forecast: Forecast,
  userId: number,
  taskIds: readonly number[],
  reassignedTaskId?: number,
): ForecastPreviewResponse {
  const flow = data.flows.get(userId);
  if (!flow) throw memberNotFound();
  const inProgress = flow.find((taskId) => data.inProgress.has(taskId));
  const flows = new Map(data.flows);
  let forecastTasks = data.tasks;
  let ownFlow = flow;
  const changedMembers = [userId];
  if (reassignedTaskId !== undefined) {
    // The task leaves its member's flow and joins this one's, as a reassignment would take it.
    const task = data.tasks.get(reassignedTaskId);
    const from = task?.assigneeId ?? null;
    if (!task || from === null || from === userId || !data.flows.get(from)?.includes(reassignedTaskId)) {
      throw notInFlow("reassigned_task_id must be in another member's flow");
    }
    flows.set(
      from,
      data.flows.get(from)!.filter((id) => id !== reassignedTaskId),
    );
    forecastTasks = new Map(data.tasks).set(reassignedTaskId, { ...task, assigneeId: userId });
    ownFlow = [...flow, reassignedTaskId];
    changedMembers.push(from);
  }
  flows.set(userId, flowInOrder(ownFlow, inProgress, taskIds));
  const input = { at: Date.parse(forecast.at), calendar: data.calendar, members: data.members, flows, tasks: forecastTasks, paces: data.paces };
  const preview = computeForecast(input, { previous: forecast, changedMembers });

  const tasks: ForecastPreviewResponse['tasks'] = [];
  preview.members.forEach((member, index) => {
    const before = forecast.members[index]!;
    // A member the update did not walk again keeps the very same part.
    if (member === before) return;
    const was = new Map(before.tasks.map((task) => [task.task_id, task]));
    for (const task of member.tasks) {
      const old = was.get(task.task_id);
      if (!old || !sameTask(old, task)) tasks.push({ ...task, user_id: member.user_id });
    }
  });
  return {
    at: preview.at,
    version,
    tasks,
    goals: changedFinishes(forecast.goals, preview.goals, (goal) => goal.goal_id),
    projects: changedFinishes(projectFinishes(data.projectOf, forecast), projectFinishes(data.projectOf, preview), (project) => project.project_id),
  };
}
