/**
 * jsdom has no canvas: a stand-in uPlot that "draws" at once (its draw hooks run in the
 * constructor). A test of a screen with charts uses it with
 * `jest.mock('uplot', () => jest.requireActual('<path>/test-utils/fake-uplot'))`.
 */
class FakePlot {
  static paths = { bars: () => () => null };
  constructor(options: { hooks: { draw: Array<() => void> } }) {
    options.hooks.draw.forEach((draw) => draw());
  }
  destroy() {}
}

export default FakePlot;
