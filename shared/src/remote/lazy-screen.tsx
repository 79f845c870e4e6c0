import { use, type ComponentType } from 'react';
import { loadOnce } from '../async/load-once';
import type { RemoteScreen } from './remote-module';

/**
 * A remote's screen in a chunk of its own, loaded when first rendered or, earlier, by `preload`:
 * the shell preloads the screen of the page being opened together with its copy, so its code is
 * not fetched only once the shell has rendered down to it. Once loaded it renders without
 * suspending; a chunk that failed is fetched again the next time the screen is shown.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): RemoteScreen {
  const preload = loadOnce(load);
  function LazyScreen() {
    const { default: Screen } = use(preload());
    return <Screen />;
  }
  return Object.assign(LazyScreen, { preload });
}
