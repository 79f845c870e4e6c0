import type { Clock } from '../../src/clock.js';

/** A clock that stands still until moved; it starts at the real time (ID tokens are checked against it). */
export class TestClock implements Clock {
  #now = Date.now();

  now(): Date {
    return new Date(this.#now);
  }

  advance(ms: number): void {
    this.#now += ms;
  }
}

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;
