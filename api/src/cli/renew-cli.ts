import { runJobOnce } from './run-job-once.js';
import { runRenewals } from '../modules/billing/index.js';

/** `npm run billing:renew -w api`: one pass of the renewal job. */
runJobOnce('renewal', (deps, app) => runRenewals(deps, app.clock.now()));
