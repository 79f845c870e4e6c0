import type { Root } from 'react-dom/client';
import type { AppStore } from '@stepwise/shared';

/** The app once it owns `#root`: its store, and the React root that renders it. */
export interface RunningApp {
  store: AppStore;
  root: Root;
}
