import { createContext, useContext, useEffect } from 'react';

/**
 * Called each time a route's screen is committed, i.e. on screen with its handlers attached. On a
 * prerendered page the first call means the page is hydrated through to its innermost part (React
 * hydrates each Suspense boundary in a pass of its own, the screen's last).
 */
export type ScreenCommitted = () => void;

export const ScreenCommittedContext = createContext<ScreenCommitted | undefined>(undefined);

export function useReportScreenCommitted(): void {
  const onCommitted = useContext(ScreenCommittedContext);
  useEffect(() => onCommitted?.(), [onCommitted]);
}
