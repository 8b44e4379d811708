import { RouterProvider } from '../router';
import { ComplianceGate } from '../features/compliance/ComplianceGate';
import { SessionHost } from '../features/session/SessionHost';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
      <SessionHost />
      <ComplianceGate />
    </AppErrorBoundary>
  );
}
