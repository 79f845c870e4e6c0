import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, useState, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import { PRERENDERED_ROUTE_ATTRIBUTE } from '@stepwise/shared';
import { provideServerRendererChannel } from '@stepwise/shared/testing';
import { DEFERRED_PART_LOADING_MARK } from '../deferred-loading';
import { hydrateWhenReached } from './hydrate-when-reached';

/** A form with state of its own: it answers only once its code is live. */
function FeedbackForm() {
  const [name, setName] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(name);
      }}
    >
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="submit">Send</button>
      <output>{sent === null ? 'not sent' : `sent by ${sent}`}</output>
    </form>
  );
}

const loadForm = () => jest.fn(async () => ({ default: FeedbackForm as ComponentType }));

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  /** The observed element comes within reach of the visible area. */
  reach() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

type PageOf = (Island: ComponentType) => ReactElement;
const islandAlone: PageOf = (Island) => <Island />;

/** The page's HTML as the build renders it, in a root the shell is hydrating. */
async function sentPage(page: PageOf = islandAlone): Promise<HTMLElement> {
  const Island = hydrateWhenReached('feedback', loadForm());
  const { prerender } = await import('react-dom/static.browser');
  const { prelude } = await prerender(page(Island));
  const container = document.createElement('div');
  container.setAttribute(PRERENDERED_ROUTE_ATTRIBUTE, 'landing');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  return container;
}

provideServerRendererChannel();

let root: Root | undefined;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function hydrate(container: HTMLElement, load: ReturnType<typeof loadForm>, page: PageOf = islandAlone) {
  const Island = hydrateWhenReached('feedback', load);
  await act(async () => {
    root = hydrateRoot(container, page(Island));
  });
}

/** A page whose language can change above the island, as the shell's does when the visitor's differs. */
const Language = createContext('en');
let switchLanguage: (lang: string) => void = () => undefined;
function PageWithLanguage({ Island }: { Island: ComponentType }) {
  const [lang, setLang] = useState('en');
  switchLanguage = setLang;
  return (
    <Language.Provider value={lang}>
      <Island />
    </Language.Provider>
  );
}
const pageWithLanguage: PageOf = (Island) => <PageWithLanguage Island={Island} />;

describe('hydrateWhenReached', () => {
  it('keeps the sent markup without loading its code until the visitor comes near it, then makes it live in place', async () => {
    const container = await sentPage();
    const field = screen.getByLabelText('Name');
    const load = loadForm();
    await hydrate(container, load);

    expect(load).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toBe(field);

    await act(async () => FakeIntersectionObserver.instances[0]!.reach());
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(FakeIntersectionObserver.instances[0]!.observed).toEqual([]));

    expect(screen.getByLabelText('Name')).toBe(field);
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'Olga');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => screen.getByRole('button', { name: 'Send' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('sent by Olga');
  });

  it('hands over what was typed and sent before its code arrived', async () => {
    const container = await sentPage();
    const load = loadForm();
    await hydrate(container, load);
    const field = screen.getByLabelText('Name') as HTMLInputElement;
    field.value = 'Olga';

    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      field.form!.dispatchEvent(submit);
    });

    // Not sent by the browser as a page request: held, and the code is on its way.
    expect(submit.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('sent by Olga'));
    expect(screen.getByLabelText('Name')).toBe(field);
  });

  it('loads at once when the visitor is already in it as the page goes live', async () => {
    const container = await sentPage();
    screen.getByLabelText('Name').focus();
    const load = loadForm();
    await hydrate(container, load);

    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(FakeIntersectionObserver.instances[0]!.observed).toEqual([]));
  });

  it('loads at once when the app renders it itself', async () => {
    const load = loadForm();
    const Island = hydrateWhenReached('feedback', load);
    await act(async () => {
      render(<Island />);
    });

    expect(await screen.findByRole('button', { name: 'Send' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });

  it('marks when it starts loading, under the name the build reads to leave its files out of what a page fetches ahead', async () => {
    const container = await sentPage();
    performance.clearMarks(DEFERRED_PART_LOADING_MARK);
    await hydrate(container, loadForm());
    expect(performance.getEntriesByName(DEFERRED_PART_LOADING_MARK)).toHaveLength(0);

    await act(async () => FakeIntersectionObserver.instances[0]!.reach());
    expect(performance.getEntriesByName(DEFERRED_PART_LOADING_MARK)).toHaveLength(1);
    expect(readFileSync(join(__dirname, '../../../../scripts/prerender.mjs'), 'utf8')).toContain(`'${DEFERRED_PART_LOADING_MARK}'`);
  });

  it('loads at once when an update from above makes React give up the sent markup before the visitor came', async () => {
    const container = await sentPage(pageWithLanguage);
    const load = loadForm();
    await hydrate(container, load, pageWithLanguage);
    expect(load).not.toHaveBeenCalled();

    await act(async () => switchLanguage('ru'));

    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Send' })).toBeVisible();
  });
});
