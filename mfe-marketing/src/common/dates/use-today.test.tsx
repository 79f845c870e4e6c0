import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { PRERENDERED_STATE_ELEMENT_ID } from '@stepwise/shared';
import { createPageDays, useToday } from './use-today';

function DayLabel() {
  const day = useToday();
  return <p>{`${day.getFullYear()}-${day.getMonth() + 1}-${day.getDate()}`}</p>;
}

describe('createPageDays', () => {
  it('is today at midnight on a page rendered in the browser, one object each time', () => {
    const days = createPageDays(
      () => new Date(2026, 10, 23, 15, 30),
      () => null,
    );
    expect(days.today()).toEqual(new Date(2026, 10, 23));
    expect(days.today()).toBe(days.today());
    expect(days.rendered()).toBe(days.today());
  });

  it('keeps the build day of a prerendered page apart from today', () => {
    const days = createPageDays(
      () => new Date(2026, 10, 23, 9, 0),
      () => new Date(2026, 10, 20),
    );
    expect(days.rendered()).toEqual(new Date(2026, 10, 20));
    expect(days.today()).toEqual(new Date(2026, 10, 23));
  });

  it('uses one object when the page was built today', () => {
    const days = createPageDays(
      () => new Date(2026, 10, 23, 9, 0),
      () => new Date(2026, 10, 23),
    );
    expect(days.rendered()).toBe(days.today());
  });
});

describe('useToday on a prerendered page', () => {
  it('hydrates the markup of the build day without a mismatch, then shows today', async () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 23, 9, 0), doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick', 'setTimeout', 'clearTimeout'] });
    const state = document.head.appendChild(document.createElement('script'));
    state.type = 'application/json';
    state.id = PRERENDERED_STATE_ELEMENT_ID;
    state.textContent = JSON.stringify({
      locale: 'en',
      renderedOn: '2026-11-20',
      auth: {},
      api: { queries: {}, mutations: {}, provided: { tags: {}, keys: {} } },
    });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<p>2026-11-20</p>';
    const paragraph = container.firstChild;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <DayLabel />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.firstChild).toBe(paragraph);
    expect(container).toHaveTextContent('2026-11-23');
    jest.useRealTimers();
  });
});
