import { loadCatalogue, sharedMessages, type Locale, type RemoteModule, type RouteDefinition } from '@stepwise/shared';
import { loadRemoteModule } from '../federation/remote-loader';
import { preloadLayout } from '../layouts/layout-for';
import { shellMessages } from '../messages/shell-messages';

/**
 * Loads everything the first render of a route needs: the shell's and the shared catalogue, its
 * layout's code, the owning remote's module and catalogue, and the screen's own code and copy.
 * After this the route renders without suspending, which is what hydrating its prerendered HTML
 * requires. Resolves to the owning remote's module (null for the shell's own routes).
 */
export async function preloadRoute(route: RouteDefinition, locale: Locale): Promise<RemoteModule | null> {
  const loads: Promise<unknown>[] = [loadCatalogue(shellMessages, locale), loadCatalogue(sharedMessages, locale), preloadLayout(route.layout)];
  if (route.owner === 'shell') {
    await Promise.all(loads);
    return null;
  }
  const module = await loadRemoteModule(route.owner);
  if (module.unavailable) throw new Error(`${route.owner} is unavailable`);
  loads.push(loadCatalogue(module.messages, locale));
  const screen = module.routes[route.name as keyof typeof module.routes];
  if (screen?.preload) loads.push(screen.preload());
  await Promise.all(loads);
  return module;
}
