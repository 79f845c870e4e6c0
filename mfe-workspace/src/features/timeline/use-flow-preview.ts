import { useCallback, useEffect, useRef, useState } from 'react';
import type { ForecastPreviewResponse } from '@stepwise/contracts';
import { useWorkForecastPreviewMutation } from '../../common/forecast/forecast-api';

/** A member's flow in an order not saved yet: the task being moved and every unfinished task in the new order. */
export interface FlowDraft {
  userId: number;
  taskId: number;
  taskIds: readonly number[];
  /** What the live region says: the task's title and its place in the queue (1-based) of `count`. */
  title: string;
  position: number;
  count: number;
  /** A key press is one deliberate step, asked about at once; a drag's places are asked about once it rests. */
  immediate: boolean;
}

/** Places a drag passes through faster than this are not asked about. */
export const PREVIEW_DEBOUNCE_MS = 100;

interface Answer {
  draft: FlowDraft;
  preview: ForecastPreviewResponse | null;
}

/**
 * The forecast of a proposed flow order. Only the answer to the draft on screen is shown: an answer
 * to an earlier place that arrives late is dropped, and a new place shows no dates until its own answer.
 */
export function useFlowPreview(workspaceId: number) {
  const [requestPreview] = useWorkForecastPreviewMutation();
  const [draft, setDraft] = useState<FlowDraft | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const ask = ++latest.current;
    if (draft === null) return;
    const send = () => {
      const request = requestPreview({ workspaceId, body: { user_id: draft.userId, task_ids: [...draft.taskIds] } });
      void request.then((result) => {
        if (ask === latest.current) setAnswer({ draft, preview: 'data' in result && result.data ? result.data : null });
      });
    };
    if (draft.immediate) return send();
    const timer = setTimeout(send, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, requestPreview, workspaceId]);

  const propose = useCallback((next: FlowDraft | null) => setDraft(next), []);
  const answered = answer !== null && answer.draft === draft;
  return { draft, preview: answered ? answer.preview : null, failed: answered && answer.preview === null, propose };
}
