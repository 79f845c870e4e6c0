import { performance as nodePerformance } from 'node:perf_hooks';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI machines run the suites in parallel on two cores: waiting for the screen to show something
// gets more than the library's default second before it counts as never.
configure({ asyncUtilTimeout: 5000 });

// jsdom's performance has no user timing (marks), which every browser has: Node's stands in.
if (typeof window !== 'undefined' && typeof performance.mark !== 'function') {
  for (const method of ['mark', 'measure', 'getEntriesByName', 'getEntriesByType', 'clearMarks', 'clearMeasures'] as const) {
    Object.defineProperty(performance, method, { configurable: true, value: nodePerformance[method].bind(nodePerformance) });
  }
}

// jsdom lays nothing out, so it has no scrolling into view, which every browser has: a keyboard
// drag (dnd-kit) scrolls the picked-up element into view first.
if (typeof window !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: () => undefined });
}
