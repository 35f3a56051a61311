import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRenderFailure } from '../telemetry/observed';

interface Props {
  /** Which remote area this is (`<remote>:<area>`), for the log and the client signal. */
  readonly name: string;
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
}

/** Keeps a remote that throws while rendering inside its own area; the rest of the page goes on. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[remote] ${this.props.name} failed while rendering:`, error, info.componentStack);
    reportRenderFailure(this.props.name);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
