import { useCallback, useEffect, useRef, useState } from 'react';
import type { ForecastPreviewResponse } from '@stepwise/contracts';
import { useWorkForecastPreviewMutation } from '../../api';

/** A member's flow in an order not saved yet: the task being moved and every unfinished task in the new order. */
export interface FlowDraft {
  userId: number;
  taskId: number;
  taskIds: readonly number[];
  /** What the live region says: the task's title and its place in the queue (1-based) of `count`. */
  title: string;
  position: number;
  count: number;
}

/** Positions a drag passes through faster than this are not asked about. */
export const PREVIEW_DEBOUNCE_MS = 100;

/**
 * The forecast of a proposed flow order: asked for once the order has rested for a moment, and only
 * the answer to the latest proposal is shown (an answer to an earlier one that arrives late is dropped).
 */
export function useFlowPreview(workspaceId: number) {
  const [requestPreview] = useWorkForecastPreviewMutation();
  const [draft, setDraft] = useState<FlowDraft | null>(null);
  const [preview, setPreview] = useState<ForecastPreviewResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    const ask = ++latest.current;
    setPreview(null);
    setFailed(false);
    if (draft === null) return;
    const timer = setTimeout(() => {
      const request = requestPreview({ workspaceId, body: { user_id: draft.userId, task_ids: [...draft.taskIds] } });
      void request.then((result) => {
        if (ask !== latest.current) return;
        if ('data' in result && result.data) setPreview(result.data);
        else setFailed(true);
      });
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, requestPreview, workspaceId]);

  const propose = useCallback((next: FlowDraft | null) => setDraft(next), []);
  return { draft, preview, failed, propose };
}
