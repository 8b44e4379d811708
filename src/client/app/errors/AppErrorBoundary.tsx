import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../lib/report-error';
import { buttonClassName } from '../../ui/Button';
import { ErrorScreen } from './ErrorScreen';

interface State {
  failed: boolean;
}

/** Last line of defence outside the router: anything that escapes shows the 500 screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, 'render', info.componentStack ?? undefined);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorScreen
        status={500}
        action={
          // A full page load: the router itself may be what broke.
          <a href="/" className={buttonClassName({ variant: 'primary', size: 'lg' })}>
            Return to Homepage
          </a>
        }
      />
    );
  }
}
