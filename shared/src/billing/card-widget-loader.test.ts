import { loadCardWidget, resetCardWidgetLoader, type CardWidgetGlobal } from './card-widget-loader';

const URL_A = 'https://pay.example.test/widget.js';
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-card-widget]')];
const fakeCp = { CloudPayments: class {} } as unknown as CardWidgetGlobal;

afterEach(() => {
  resetCardWidgetLoader();
  scripts().forEach((script) => script.remove());
  delete window.cp;
  jest.useRealTimers();
});

describe('loadCardWidget', () => {
  it('adds the script once and resolves every caller with window.cp', async () => {
    const first = loadCardWidget(URL_A);
    const second = loadCardWidget(URL_A);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].src).toBe(URL_A);
    window.cp = fakeCp;
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fakeCp);
    await expect(second).resolves.toBe(fakeCp);
    await expect(loadCardWidget(URL_A)).resolves.toBe(fakeCp);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script fails, and tries again next time', async () => {
    const first = loadCardWidget(URL_A);
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('could not be loaded');
    expect(scripts()).toHaveLength(0);
    void loadCardWidget(URL_A).catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script defines no widget', async () => {
    const loading = loadCardWidget(URL_A);
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('defines no cp.CloudPayments');
  });

  it('rejects after the timeout', async () => {
    jest.useFakeTimers();
    const loading = loadCardWidget(URL_A, 1000);
    jest.advanceTimersByTime(1000);
    await expect(loading).rejects.toThrow('did not load in 1000 ms');
    expect(scripts()).toHaveLength(0);
  });
});
