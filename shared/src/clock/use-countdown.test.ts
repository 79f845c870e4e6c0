import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down from its initial seconds at once and stops at zero', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current.secondsLeft).toBe(3);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(2);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('waits for start without initial seconds, and restarts on start', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.secondsLeft).toBe(60);
    act(() => jest.advanceTimersByTime(30_000));
    expect(result.current.secondsLeft).toBe(30);
    act(() => result.current.start(10));
    expect(result.current.secondsLeft).toBe(10);
  });

  it('ends on time when the timer fires late, as in a throttled background tab', () => {
    const { result } = renderHook(() => useCountdown(10));
    act(() => {
      jest.setSystemTime(Date.now() + 9_000);
      jest.advanceTimersByTime(1000);
    });
    expect(result.current.secondsLeft).toBe(0);
  });
});
