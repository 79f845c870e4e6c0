// jsdom has no Fetch API; the browser code under test uses it (RTK Query, the federation loader),
// so Node's own implementation is handed to the jsdom window.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'File',
      'Blob',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
    ]) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
    // Like a browser, resolve relative request URLs against the page.
    const page = this.global;
    this.global.Request = class PageRequest extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href).href : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
