import { runJobOnce } from './run-job-once.js';
import { runReconciliation } from '../modules/payments/index.js';

/** `npm run billing:reconcile -w api`: one pass of the reconciliation job against the provider. */
runJobOnce('reconciliation', (deps) => runReconciliation(deps));
