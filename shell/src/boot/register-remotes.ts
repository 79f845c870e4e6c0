import { registerRemotesFromConfig } from '../federation/register-remotes';
import { fetchRemotesConfig } from '../federation/remotes-config';

/** Reads /remotes.json and registers every remote in it. */
export async function registerRemotes(): Promise<void> {
  try {
    registerRemotesFromConfig(await fetchRemotesConfig());
  } catch (error) {
    // Without the remotes list every remote screen shows its fallback; the shell itself still works.
    console.error('[shell] could not load /remotes.json', error);
  }
}
