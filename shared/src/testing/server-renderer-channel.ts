import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';

/**
 * React's server renderer for browsers (`react-dom/static.browser`) schedules its work with
 * MessageChannel, which jsdom lacks: for the tests of the calling file Node's stands in, and its
 * ports are closed afterwards so they do not keep the process alive. Import the renderer only after
 * this has run (a dynamic `import()` in the test): it reads MessageChannel when it loads.
 */
export function provideServerRendererChannel(): void {
  const channels: NodeMessageChannel[] = [];
  class ClosableMessageChannel extends NodeMessageChannel {
    constructor() {
      super();
      channels.push(this);
    }
  }
  beforeAll(() => {
    Object.assign(globalThis, { MessageChannel: ClosableMessageChannel });
  });
  afterAll(() => {
    delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
    for (const channel of channels) {
      channel.port1.close();
      channel.port2.close();
    }
  });
}
