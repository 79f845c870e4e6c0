import { RESEND_AT_STORAGE_KEY, resendSchedule } from './resend-schedule';

describe('resendSchedule', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('counts from the registration answer: 60 s at once, then what is left', () => {
    const registeredAt = Date.parse('2026-01-10T10:00:00Z');
    resendSchedule.remember(60, registeredAt);
    expect(resendSchedule.secondsLeft(registeredAt)).toBe(60);
    expect(resendSchedule.secondsLeft(registeredAt + 14_500)).toBe(46);
    expect(resendSchedule.secondsLeft(registeredAt + 60_000)).toBe(0);
  });

  it('knows nothing without an answer, after a zero wait, or with a broken value', () => {
    expect(resendSchedule.secondsLeft()).toBe(0);
    resendSchedule.remember(60);
    resendSchedule.remember(0);
    expect(resendSchedule.secondsLeft()).toBe(0);
    window.sessionStorage.setItem(RESEND_AT_STORAGE_KEY, 'soon');
    expect(resendSchedule.secondsLeft()).toBe(0);
  });
});
