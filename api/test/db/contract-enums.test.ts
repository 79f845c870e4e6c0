import { describe, expect, it } from '@jest/globals';
import * as contract from '@stepwise/contracts';
import * as schema from '../../src/db/schema/index.js';

describe('the database checks the contract’s enums', () => {
  it('uses the very lists the contract exports for users, workspaces and plans', () => {
    for (const name of [
      'userLangs',
      'userStatuses',
      'photoSizes',
      'departments',
      'teamSizes',
      'creatorRoles',
      'memberRoles',
      'memberStatuses',
      'planCodes',
      'planPriceTypes',
      'planFeatureCodes',
      'storageUnits',
      'currencies',
    ] as const) {
      expect({ name, same: schema[name] === contract[name] }).toEqual({ name, same: true });
    }
  });

  it('agrees with the contract on subscription statuses (the subscriptions table keeps its own list for now)', () => {
    expect([...schema.subscriptionStatuses]).toEqual([...contract.subscriptionStatuses]);
  });
});
