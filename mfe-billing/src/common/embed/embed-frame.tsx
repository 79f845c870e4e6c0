import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Notice } from '@stepwise/shared';
import { createCheckoutParentChannel, embedAllowedOrigins, useReportHeight } from '@stepwise/shared/billing';
import { EmbedContext, type EmbedState } from './embed-context';

/**
 * Parent origins told `ready` by this document: each embedded screen (checkout, result, success) has
 * its own frame, but the integrator must hear `ready` once, not again after `success`.
 */
const announcedOrigins = new Set<string>();

/**
 * The embeddable screens' frame: checks `?origin=` against the allow-list, then says `ready` once
 * per document and reports every height change. Another origin gets a notice and no message at all.
 */
export function EmbedFrame({ children }: { children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const parentOrigin = searchParams.get('origin');
  const channel = useMemo(() => createCheckoutParentChannel({ allowedOrigins: embedAllowedOrigins(), parentOrigin }), [parentOrigin]);
  const state = useMemo<EmbedState | null>(() => (channel.allowed && channel.targetOrigin ? { channel, origin: channel.targetOrigin } : null), [channel]);
  const contentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!state || announcedOrigins.has(state.origin)) return;
    announcedOrigins.add(state.origin);
    channel.post({ type: 'ready' });
  }, [channel, state]);
  useReportHeight(state ? channel : null, contentRef);

  if (!state) {
    return (
      <Notice tone="warning">
        <FormattedMessage id="billing.embed.notAllowed" />
      </Notice>
    );
  }
  return (
    <EmbedContext.Provider value={state}>
      <div ref={contentRef}>{children}</div>
    </EmbedContext.Provider>
  );
}
