import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface FallbackText {
  title: string;
  body: string;
  reload: string;
}

interface Props {
  /** The error screen's text, read only when an error is shown (most pages never need it). */
  text: () => FallbackText;
  children?: ReactNode;
}

/** The last line of defence: any render error shows a localized message with a reload button, never a white screen. */
// State is set in the constructor: a class field would cost every page the bundler's field helpers.
export class GlobalErrorBoundary extends Component<Props, { failed: boolean }> {
  constructor(props: Props) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[app] render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <FatalScreen text={this.props.text()} />;
  }
}

export function FatalScreen({ text }: { text: FallbackText }) {
  return (
    <section role="alert" style={{ padding: '48px 24px', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 20 }}>{text.title}</h1>
      <p>{text.body}</p>
      <button type="button" onClick={() => window.location.reload()} style={{ minHeight: 40, padding: '0 20px' }}>
        {text.reload}
      </button>
    </section>
  );
}
