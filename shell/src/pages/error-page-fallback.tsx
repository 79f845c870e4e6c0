import { Component, type ReactNode } from 'react';

/**
 * Last line of defence: if the error page itself fails (intl, theme, layout), show a plain
 * bilingual message with a link home that needs nothing but the browser.
 */
export class ErrorPageFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] the error page failed', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>Что-то пошло не так · Something went wrong</h1>
        <p>
          <a href="/">На главную · Go home</a>
        </p>
      </main>
    );
  }
}
