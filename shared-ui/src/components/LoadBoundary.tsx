// Code loaded on demand (a lazy page, a navbar dropdown) can fail to arrive: the network drops, or a
// new deployment replaced the chunk. React then throws from the lazy component; without a boundary
// that error would take the whole app down. LoadBoundary keeps it to its own area: it draws
// `fallback` there, and the rest of the page goes on working. Inside a remote, code of its build that
// is gone (a new deployment) asks the shell to load the remote again from its current deployment.
import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '../contract';
import { RemoteContext } from '../remote/RemoteContext';

export interface LoadBoundaryProps {
  /** What the area shows after a failure. */
  fallback: ReactNode;
  children: ReactNode;
  /** Told of the failure (default: console.error). */
  onError?: (error: unknown) => void;
}

export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  static override contextType = RemoteContext;
  declare context: ContextType<typeof RemoteContext>;
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) this.context?.reload?.({ stale: true });
    if (this.props.onError) this.props.onError(error);
    else console.error('Code loaded on demand failed; its area shows a fallback', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
