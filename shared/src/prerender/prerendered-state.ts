import { createAction } from '@reduxjs/toolkit';
import type { CombinedState } from '@reduxjs/toolkit/query';
import type { AuthState } from '../auth/auth-slice';
import { isLocale, type Locale } from '../i18n/locales';

/** Id of the `<script type="application/json">` element the shell server puts the state in. */
export const PRERENDERED_STATE_ELEMENT_ID = 'stepwise-prerendered-state';

/** Set on `#root` once the prerendered page is hydrated (tests and tools wait for it). */
export const LIVE_ATTRIBUTE = 'data-live';

/** The cached API data a page was rendered with (what RTK Query rehydrates). */
export type PrerenderedApiState = Pick<CombinedState<Record<string, never>, string, 'api'>, 'queries' | 'mutations' | 'provided'>;

/**
 * What the store held when a public page was rendered at build time. The browser hydrates that
 * page's HTML from the same state, so its first render matches the markup exactly; anything newer
 * (the visitor's own session, today's date, fresher prices) arrives as an ordinary update after.
 */
export interface PrerenderedState {
  locale: Locale;
  /** The day the page was rendered (`YYYY-MM-DD`, local time): dated examples start from it. */
  renderedOn: string;
  auth: AuthState;
  api: PrerenderedApiState;
}

/** The store takes over the state a prerendered page was rendered with (before hydration). */
export const prerenderedStateRestored = createAction<PrerenderedState>('prerender/stateRestored');

interface SnapshotSource {
  locale: { lang: Locale };
  auth: AuthState;
  /** Absent when the page queried nothing (the api entry was never loaded). */
  api?: PrerenderedApiState;
}

function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The part of the store a prerendered page needs: settled queries only (nothing in flight). */
export function snapshotForPrerender(state: SnapshotSource, now = new Date()): PrerenderedState {
  const queries = Object.fromEntries(Object.entries(state.api?.queries ?? {}).filter(([, entry]) => entry?.status === 'fulfilled'));
  return {
    locale: state.locale.lang,
    renderedOn: localDay(now),
    auth: state.auth,
    api: { queries, mutations: {}, provided: state.api?.provided ?? ({ tags: {}, keys: {} } as PrerenderedApiState['provided']) },
  };
}

/** Whether the page was rendered with API data. */
export function hasPrerenderedQueries(state: PrerenderedState): boolean {
  return Object.keys(state.api.queries).length > 0;
}

/**
 * What a prerendered page's query of `endpointName` answered when the page was rendered, read
 * without RTK Query (a page hydrates from it and loads the api only if it needs more).
 */
export function prerenderedQueryData(state: PrerenderedState | null, endpointName: string): unknown {
  const entry = Object.values(state?.api.queries ?? {}).find((query) => query?.endpointName === endpointName && query.status === 'fulfilled');
  return entry?.data;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** Whether `value` has the shape of a prerendered state. */
export function isPrerenderedState(value: unknown): value is PrerenderedState {
  if (!isObject(value)) return false;
  const state = value as Partial<PrerenderedState>;
  return (
    isLocale(state.locale) &&
    typeof state.renderedOn === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(state.renderedOn) &&
    isObject(state.auth) &&
    isObject(state.api) &&
    isObject(state.api.queries) &&
    isObject(state.api.provided)
  );
}

/** Parses the state element's text; null when it is not a prerendered state. */
export function parsePrerenderedState(text: string): PrerenderedState | null {
  try {
    const value: unknown = JSON.parse(text);
    return isPrerenderedState(value) ? value : null;
  } catch {
    return null;
  }
}

/** Each state element's text and what it parsed to: the shell and a remote both read it, once. */
const parsed = new WeakMap<Element, { text: string; state: PrerenderedState | null }>();

/** The state of the page being shown, when the server sent it prerendered. */
export function readPrerenderedState(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): PrerenderedState | null {
  const element = doc?.getElementById(PRERENDERED_STATE_ELEMENT_ID);
  const text = element?.textContent;
  if (!element || !text) return null;
  let entry = parsed.get(element);
  if (entry?.text !== text) {
    entry = { text, state: parsePrerenderedState(text) };
    parsed.set(element, entry);
  }
  return entry.state;
}

/** The day a prerendered page was rendered, at local midnight; null on any other page. */
export function prerenderedDay(doc?: Document): Date | null {
  const state = readPrerenderedState(doc);
  if (!state) return null;
  const [year, month, day] = state.renderedOn.split('-').map(Number);
  return new Date(year, month - 1, day);
}
