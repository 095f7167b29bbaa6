import { Component, type ErrorInfo, type ReactNode } from 'react';

interface DialogErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Shows `fallback` when a dialog body (or its chunk) fails, instead of taking the page down. */
export class DialogErrorBoundary extends Component<DialogErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[dialogs] a dialog failed to render', error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
