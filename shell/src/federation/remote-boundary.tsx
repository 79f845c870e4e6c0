import { Component, type ReactNode } from 'react';
import { reloadOnceForFailedLoad, type RemoteName } from '@stepwise/shared';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: RemoteName;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

function isChunkLoadFailure(error: Error) {
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module/i.test(error.message);
}

/**
 * Isolates one remote: whatever breaks inside it (a chunk that fails to load, a render error)
 * stays inside its area of the page. Chunk failures reload the page once per 60 s first.
 */
export class RemoteBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`[${this.props.remote}] screen failed`, error);
    if (isChunkLoadFailure(error)) reloadOnceForFailedLoad();
  }

  render() {
    if (this.state.error) return <RemoteUnavailable remote={this.props.remote} />;
    return this.props.children;
  }
}
