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

// State and handlers are set in the constructor: class fields would cost every page the bundler's field helpers.
export class WidgetBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = { failed: false, attempt: 0 };
    this.retry = this.retry.bind(this);
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private retry(): void {
    this.props.onRetry?.();
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  }

  override render(): ReactNode {
    if (this.state.failed) return <WidgetFallback onRetry={this.retry} />;
    return <RetryKey key={this.state.attempt}>{this.props.children}</RetryKey>;
  }
}

function RetryKey({ children }: { children?: ReactNode }) {
  return children;
}
