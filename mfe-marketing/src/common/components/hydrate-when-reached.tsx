import { memo, Suspense, use, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import {
  collectEarlyInput,
  LIVE_ATTRIBUTE,
  loadOnce,
  PRERENDERED_ROUTE_ATTRIBUTE,
  replayInteractions,
  restoreEarlyInput,
  type HeldInteraction,
  type TrackedPromise,
} from '@stepwise/shared';
import { markDeferredLoading } from '../deferred-loading';

const ISLAND_ATTRIBUTE = 'data-hydrate-when-reached';
/** Ways a visitor comes to a part of the page before acting in it: pointing, touching, tabbing in. */
const APPROACH_EVENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const;
/** The code starts loading once the part is less than a screen away from the visible area. */
const REACH_MARGIN = '100% 0px';

/** The island's markup came with the page and the shell is hydrating it (the page is not live yet). */
function hydratingSentMarkup(name: string): boolean {
  return document.querySelector(`[${PRERENDERED_ROUTE_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}]) [${ISLAND_ATTRIBUTE}="${name}"]`) !== null;
}

interface Waiting {
  arrived: Promise<ComponentType>;
  arrive: (content: ComponentType) => void;
  /** Submissions made in the island while its markup was not live, performed again once it is. */
  held: HeldInteraction[];
  stopWatching: () => void;
  /** The sent markup's height, kept by the placeholder if React has to give that markup up. */
  height: number;
}

function waitingForReach(): Waiting {
  let arrive: (content: ComponentType) => void = () => undefined;
  const arrived = new Promise<ComponentType>((resolve) => (arrive = resolve));
  return { arrived, arrive, held: [], stopWatching: () => undefined, height: 0 };
}

/**
 * Shown only when React gives the sent markup up before the code came (an update from above, such as
 * the language changing, reached the part still waiting): its place is kept and the code loads now.
 */
function SentMarkupReplaced({ waiting, load }: { waiting: Waiting; load: () => void }) {
  useEffect(load, [load]);
  return <div css={{ minHeight: waiting.height }} />;
}

const IslandContent = memo(function IslandContent({ ready, onLive }: { ready: Promise<ComponentType>; onLive: () => void }) {
  const Content = use(ready);
  // In the commit that hydrates it: the first update after would set its fields back to the form's state.
  useLayoutEffect(onLive, [onLive]);
  return <Content />;
});

/**
 * A part of a prerendered page whose code loads only when the visitor comes to it: scrolls it near,
 * points at it, touches it or tabs into it. Until then its HTML stays on screen as sent (React keeps
 * a suspended boundary's markup while hydrating) and the rest of the page is live without its code.
 * What the visitor types there meanwhile and a submission they make are handed to it once it is live.
 * Rendered by the app itself (not hydrating), it loads at once.
 */
export function hydrateWhenReached(name: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const loadContent = loadOnce(() => load().then((module) => module.default));
  let loading: TrackedPromise<ComponentType> | undefined;
  const start = () => {
    if (!loading) markDeferredLoading();
    return (loading = loadContent());
  };

  return function HydrateWhenReached() {
    const islandRef = useRef<HTMLDivElement>(null);
    const [waiting] = useState(() => (loading?.status !== 'fulfilled' && hydratingSentMarkup(name) ? waitingForReach() : null));

    const approach = useCallback(() => {
      start().then(waiting?.arrive, () => undefined /* a chunk that failed is fetched again at the next approach */);
    }, [waiting]);

    useEffect(() => {
      const island = islandRef.current;
      if (!waiting || !island) return undefined;
      waiting.height = island.offsetHeight;
      const onApproach = (event: Event) => {
        if (event.target instanceof Node && island.contains(event.target)) approach();
      };
      const holdSubmit = (event: SubmitEvent) => {
        if (!(event.target instanceof HTMLFormElement) || !island.contains(event.target)) return;
        // Without its code the form has no handler: the browser would send it as a page request.
        event.preventDefault();
        waiting.held.push({ type: 'submit', target: event.target, submitter: event.submitter });
        approach();
      };
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) approach();
        },
        { rootMargin: REACH_MARGIN },
      );
      observer.observe(island);
      // On the document, ahead of React's root: it stops these events while their target is not live.
      for (const type of APPROACH_EVENTS) document.addEventListener(type, onApproach, { capture: true, passive: true });
      document.addEventListener('submit', holdSubmit, { capture: true });
      waiting.stopWatching = () => {
        observer.disconnect();
        for (const type of APPROACH_EVENTS) document.removeEventListener(type, onApproach, { capture: true });
        document.removeEventListener('submit', holdSubmit, { capture: true });
      };
      if (island.contains(document.activeElement) || collectEarlyInput(island).length > 0) approach();
      return () => waiting.stopWatching();
    }, [waiting, approach]);

    const onLive = useCallback(() => {
      if (!waiting || !islandRef.current) return;
      waiting.stopWatching();
      // Hydration kept what was typed on screen, and left the HTML's values as the fields' defaults.
      const typed = collectEarlyInput(islandRef.current);
      // After the commit that hydrated it: React handles the replayed events as new ones.
      setTimeout(() => {
        restoreEarlyInput(typed);
        replayInteractions(waiting.held.splice(0));
      }, 0);
    }, [waiting]);

    return (
      <div ref={islandRef} {...{ [ISLAND_ATTRIBUTE]: name }}>
        <Suspense fallback={waiting && <SentMarkupReplaced waiting={waiting} load={approach} />}>
          <IslandContent ready={waiting ? waiting.arrived : start()} onLive={onLive} />
        </Suspense>
      </div>
    );
  };
}
