import { Component, type ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  /** The page shown; an error is forgotten when it changes (the visitor went elsewhere). */
  page: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  failed: boolean;
  page: string;
}

/** A page that throws while rendering shows `fallback` instead, until the visitor goes to another page. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  state: RouteErrorBoundaryState = { error: undefined, failed: false, page: this.props.page };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.page === state.page ? null : { error: undefined, failed: false, page: props.page };
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] a page failed to render', error);
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
