import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RenderFailed } from './RenderFailed';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Last line of defence around the whole app (providers included). Route screens have their own
 * router-level boundary, which keeps the navigation usable when only one screen breaks.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Solace failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RenderFailed /> : this.props.children;
  }
}
