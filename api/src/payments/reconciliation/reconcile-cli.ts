import { runJobOnce } from '../../billing/run-job-once.js';
import { runReconciliation } from './run-reconciliation.js';

/** `npm run billing:reconcile -w api`: one pass of the reconciliation job against the provider. */
runJobOnce('reconciliation', (deps) => runReconciliation(deps));
