import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ForecastPreviewResponse } from '@stepwise/contracts';
import { useWorkFlowQuery } from '../../common/tasks/task-queries';
import { useWorkForecastPreviewMutation } from '../../common/forecast/forecast-api';
import { useWorkUpdateTaskMutation } from '../../common/tasks/task-mutations';
import { useFlowMove } from '../../common/hooks/use-flow-move';
import { useRefusalToast } from '../../common/hooks/use-refusal-toast';
import { planMove, type WorkloadDraft } from './workload-move-plan';

/**
 * A move on the board: the draft, its plan over the members' flows, the forecast preview of the
 * plan (only the answer to the plan on screen is shown) and the commit: a place in the same flow
 * is one move, another member is a reassignment (which puts the task last) then a move to its place.
 */
export function useWorkloadMove(workspaceId: number) {
  const [draft, setDraft] = useState<WorkloadDraft | null>(null);
  const fromFlow = useWorkFlowQuery({ workspaceId, userId: draft?.fromUser ?? 0 }, { skip: draft === null });
  const toFlow = useWorkFlowQuery({ workspaceId, userId: draft?.toUser ?? 0 }, { skip: draft === null || draft.toUser === draft.fromUser });
  const plan = useMemo(() => (draft ? planMove(draft, fromFlow.data, toFlow.data) : null), [draft, fromFlow.data, toFlow.data]);
  const [requestPreview] = useWorkForecastPreviewMutation();
  const moveInTargetFlow = useFlowMove(workspaceId, draft?.toUser ?? 0);
  const [updateTask] = useWorkUpdateTaskMutation();
  const tellRefusal = useRefusalToast();
  const [answer, setAnswer] = useState<{ key: string; preview: ForecastPreviewResponse | null } | null>(null);
  const latest = useRef('');
  const key = plan ? JSON.stringify(plan.body) : '';

  useEffect(() => {
    latest.current = key;
    if (!plan || !plan.changed) return;
    void requestPreview({ workspaceId, body: plan.body }).then((result) => {
      if (latest.current === key) setAnswer({ key, preview: 'data' in result && result.data ? result.data : null });
    });
    // The plan is read through its key: a new object of the same orders asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, requestPreview, workspaceId]);

  const cancel = useCallback(() => setDraft(null), []);
  const commit = useCallback(async () => {
    if (!draft || !plan || !plan.changed) return setDraft(null);
    setDraft(null);
    const { taskId, toUser } = draft;
    if (plan.reassign) {
      const reassigned = await updateTask({ workspaceId, taskId, body: { assignee_id: toUser } });
      if ('error' in reassigned && reassigned.error !== undefined) return tellRefusal(reassigned.error);
      if (plan.last) return;
    }
    await moveInTargetFlow({ taskId, afterTaskId: plan.afterTaskId, order: plan.body.task_ids });
  }, [draft, plan, updateTask, moveInTargetFlow, workspaceId, tellRefusal]);

  const answered = answer !== null && answer.key === key;
  return {
    draft,
    plan,
    preview: answered ? answer.preview : null,
    failed: answered && answer.preview === null,
    propose: setDraft,
    cancel,
    commit,
  };
}

export type WorkloadMove = ReturnType<typeof useWorkloadMove>;
