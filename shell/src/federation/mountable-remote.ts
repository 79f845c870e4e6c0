import { sharedCompatibility, type RemoteModule, type RemoteName } from '@stepwise/shared';
import { unavailableRemoteModule } from './remote-unavailable';

/**
 * The remote as loaded, or, when the running @stepwise/shared does not satisfy the range it was built for,
 * the same localized "unavailable, retry" stand-in a remote that is down gets: its screens would call
 * exports this shared lacks and fail while rendering, so none of them is mounted.
 */
export function mountableRemote(remote: RemoteName, module: RemoteModule, sharedVersion?: string): RemoteModule {
  // The stand-in of a remote that could not load at all is already the fallback.
  if (module.unavailable) return module;
  const verdict = sharedCompatibility(module.requiresShared, sharedVersion);
  if (verdict.compatible) return module;
  console.error(
    verdict.reason === 'undeclared'
      ? `[federation] ${remote} does not declare the @stepwise/shared it needs; running ${verdict.running}: not mounted`
      : `[federation] ${remote} needs @stepwise/shared ${verdict.required}, running ${verdict.running}: not mounted`,
  );
  return unavailableRemoteModule(remote);
}
