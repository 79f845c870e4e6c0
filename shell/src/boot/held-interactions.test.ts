import type { HeldInteraction } from '@stepwise/shared';
import { releaseHeldInteractions } from './held-interactions';

afterEach(() => {
  delete window.stepwiseBoot;
  document.body.innerHTML = '';
});

describe('releaseHeldInteractions', () => {
  it('takes what the boot script held, and nothing on a page without one', () => {
    expect(releaseHeldInteractions()).toEqual([]);
    const held: HeldInteraction[] = [{ type: 'click', target: document.body }];
    window.stepwiseBoot = { release: () => held };
    expect(releaseHeldInteractions()).toBe(held);
  });
});
