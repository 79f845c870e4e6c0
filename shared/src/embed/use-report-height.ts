import { useEffect, type RefObject } from 'react';
import type { CheckoutParentChannel } from './parent-channel';

/**
 * Posts `resize` with the element's height whenever it changes (ResizeObserver), so the integrator
 * can size the iframe to its content. Unchanged heights are not posted again.
 */
export function useReportHeight(channel: CheckoutParentChannel | null, elementRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = elementRef.current;
    if (!channel?.allowed || !element || typeof ResizeObserver === 'undefined') return;
    let last = -1;
    const report = (height: number) => {
      const rounded = Math.ceil(height);
      if (rounded === last) return;
      last = rounded;
      channel.post({ type: 'resize', height: rounded });
    };
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) report(entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [channel, elementRef]);
}
