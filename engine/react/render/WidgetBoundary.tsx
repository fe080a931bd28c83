/**
 * Error boundary around every widget: a widget that throws (or whose code
 * fails to load) shows the fallback; the rest of the page keeps working.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { WidgetFallback } from './WidgetFallback';

interface Props {
  /** Called before the widget is rendered again. */
  onRetry?: () => void;
  /** Development: log the failure with the node path. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children?: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
}

export class WidgetBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = (): void => {
    this.props.onRetry?.();
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) return <WidgetFallback onRetry={this.retry} />;
    return <RetryKey key={this.state.attempt}>{this.props.children}</RetryKey>;
  }
}

function RetryKey({ children }: { children?: ReactNode }) {
  return children;
}
