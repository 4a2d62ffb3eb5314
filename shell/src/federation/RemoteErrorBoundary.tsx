import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the failed area; `retry` clears the error and renders again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called before rendering again, so the caller can start a fresh load. */
  onRetry: () => void;
  /** Told of each failure the boundary catches (the area's health report). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Confines a remote's failure (load or render) to its own area of the page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('[shell] a remote area failed', error, info.componentStack);
    this.props.onError?.(error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
