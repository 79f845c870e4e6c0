import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch } from '../store/create-app-store';
import type { RootState } from '../store/root-reducer';

/** An RTK Query mutation endpoint, as `api.endpoints.<name>` gives it. */
interface MutationEndpoint {
  initiate(arg: never): ThunkAction<PromiseLike<unknown> & { reset(): void }, never, never, UnknownAction>;
}

type ArgOf<Endpoint extends MutationEndpoint> = Parameters<Endpoint['initiate']>[0];
/** `{ data }` or `{ error }`, as the mutation's trigger of a `use…Mutation` hook resolves. */
export type MutationOutcome<Endpoint extends MutationEndpoint> = Awaited<ReturnType<ReturnType<Endpoint['initiate']>>>;
type Started<Endpoint extends MutationEndpoint> = PromiseLike<MutationOutcome<Endpoint>> & { reset(): void };

export interface LazyMutation<Endpoint extends MutationEndpoint> {
  /** Starts loading the request's code, if it is not loaded yet (on focus: the visitor is about to send). */
  preload(): void;
  /** Sends the request once its code is there; code that cannot be loaded fails like an unreachable server. */
  send(dispatch: AppDispatch, arg: ArgOf<Endpoint>): Promise<MutationOutcome<Endpoint>>;
}

/**
 * A request whose code (with RTK Query, `@stepwise/shared/api`) loads when a visitor starts on the
 * form that sends it, not with the page: a sign-in or a feedback page is live sooner, and RTK Query
 * is not on its critical path. `load` imports the module that injects the endpoint.
 */
export function lazyMutation<Endpoint extends MutationEndpoint>(load: () => Promise<Endpoint>): LazyMutation<Endpoint> {
  let loading: Promise<Endpoint> | null = null;
  const endpoint = () =>
    (loading ??= load().catch((failure: unknown) => {
      loading = null;
      throw failure;
    }));
  return {
    preload() {
      endpoint().catch(() => undefined);
    },
    async send(dispatch: AppDispatch, arg: ArgOf<Endpoint>): Promise<MutationOutcome<Endpoint>> {
      let loaded: Endpoint;
      try {
        loaded = await endpoint();
      } catch (failure) {
        return { error: { status: 'FETCH_ERROR', error: String(failure) } } as MutationOutcome<Endpoint>;
      }
      const start = loaded.initiate as (arg: ArgOf<Endpoint>) => ThunkAction<Started<Endpoint>, RootState, unknown, UnknownAction>;
      const request: Started<Endpoint> = dispatch(start(arg));
      try {
        const outcome: MutationOutcome<Endpoint> = await request;
        return outcome;
      } finally {
        // The outcome goes to the caller; the store keeps no record of a one-off request.
        request.reset();
      }
    },
  };
}
