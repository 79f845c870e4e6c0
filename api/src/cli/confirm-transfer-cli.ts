import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { billingDeps, confirmBankTransfer } from '../modules/billing/index.js';

/**
 * `npm run billing:confirm-transfer -w api -- <invoice number>`: an operator confirms that a bank
 * transfer arrived. Opens DATABASE_URL as the API does (with the embedded database, stop the API first
 * or use POST /api/operator/bank-transfers/{number}/confirm on the API's operator listener).
 */
async function main(): Promise<number> {
  const number = process.argv[2];
  if (!number) {
    console.error('usage: npm run billing:confirm-transfer -w api -- <invoice number, e.g. СЧ-2026-000001>');
    return 2;
  }
  const app = await buildApp({ ...loadConfig(), logLevel: 'warn' });
  try {
    const result = await confirmBankTransfer(billingDeps(app), number);
    switch (result.status) {
      case 'not_found':
        console.error(`No invoice ${number}`);
        return 1;
      case 'not_confirmable':
        console.error(`${result.number}: the payment ${result.payment} is ${result.paymentStatus}; nothing changed`);
        return 1;
      case 'already_confirmed':
        console.log(`${result.number} was confirmed already (payment ${result.payment}); nothing changed`);
        return 0;
      case 'confirmed':
        console.log(`${result.number} confirmed: payment ${result.payment} charged, subscription ${result.subscription} active`);
        return 0;
    }
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('confirming the transfer failed:', error);
    process.exit(1);
  },
);
