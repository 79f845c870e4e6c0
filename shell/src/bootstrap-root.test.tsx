import { useEffect, useState } from 'react';
import { act } from '@testing-library/react';
import { hasSettled, mountRoot } from './bootstrap-root';

function Page({ delayMs }: { delayMs: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return ready ? <h1>Live heading</h1> : <div role="status" aria-label="Loading" />;
}

function prerenderedRoot(): HTMLElement {
  document.body.innerHTML = '<div id="root" data-prerendered="pricing" data-prerendered-locale="en"><h1>Prerendered heading</h1></div>';
  return document.getElementById('root')!;
}

describe('mountRoot', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the prerendered markup on screen while the app loads, then swaps it for the live page', async () => {
    const container = prerenderedRoot();
    const root = mountRoot(container);
    await act(async () => root.render(<Page delayMs={500} />));
    expect(document.getElementById('root')).toBe(container);
    expect(container).toHaveTextContent('Prerendered heading');
    expect(document.querySelectorAll('#root')).toHaveLength(1);

    await act(async () => jest.advanceTimersByTime(500));
    const live = document.getElementById('root')!;
    expect(live).not.toBe(container);
    expect(live).toHaveTextContent('Live heading');
    expect(live).not.toHaveAttribute('aria-hidden');
    expect(live.getAttribute('style')).toBeNull();
    expect(container.isConnected).toBe(false);
    act(() => root.unmount());
  });

  it('keeps the keyboard focus on the same control when it swaps the pages', async () => {
    document.body.innerHTML =
      '<div id="root" data-prerendered="index"><nav><a href="/pricing">Pricing</a><a href="/about">About</a></nav><h1>Prerendered</h1></div>';
    const container = document.getElementById('root')!;
    container.querySelectorAll('a')[1]!.focus();
    const root = mountRoot(container);
    await act(async () =>
      root.render(
        <>
          <nav>
            <a href="/pricing">Pricing</a>
            <a href="/about">About</a>
          </nav>
          <h1>Live</h1>
        </>,
      ),
    );
    expect(document.getElementById('root')).not.toBe(container);
    expect(document.activeElement).toHaveTextContent('About');
    expect(document.getElementById('root')!.contains(document.activeElement)).toBe(true);
    act(() => root.unmount());
  });

  it('takes over after the timeout even when the live page never settles', async () => {
    const container = prerenderedRoot();
    const root = mountRoot(container, { timeoutMs: 1_000 });
    await act(async () => root.render(<div role="status" aria-label="Loading" />));
    expect(document.getElementById('root')).toBe(container);
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(document.getElementById('root')).not.toBe(container);
    expect(document.querySelectorAll('#root')).toHaveLength(1);
    act(() => root.unmount());
  });

  it('renders straight into #root when there is no prerendered markup', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const container = document.getElementById('root')!;
    const root = mountRoot(container);
    await act(async () => root.render(<h1>Client only</h1>));
    expect(container).toHaveTextContent('Client only');
    expect(document.body.children).toHaveLength(1);
    act(() => root.unmount());
  });
});

describe('hasSettled', () => {
  it('needs a heading and nothing loading', () => {
    const element = document.createElement('div');
    expect(hasSettled(element)).toBe(false);
    element.innerHTML = '<h1>Title</h1><div aria-busy="true"></div>';
    expect(hasSettled(element)).toBe(false);
    element.innerHTML = '<h1>Title</h1><div role="status" aria-label="Loading"></div>';
    expect(hasSettled(element)).toBe(false);
    element.innerHTML = '<h1>Title</h1><div role="status" aria-live="polite"></div>';
    expect(hasSettled(element)).toBe(true);
  });
});
