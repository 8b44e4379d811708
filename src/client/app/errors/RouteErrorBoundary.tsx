import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from '../../router';
import { useChunkRecovery } from '../../features/build-watch/use-chunk-recovery';
import { reportError } from '../../lib/report-error';
import { ButtonLink } from '../../ui/Button';
import { ErrorScreen } from './ErrorScreen';

/** Shown by the router when a route throws while loading or rendering. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  // A new build replaced the chunk this tab wanted: reload (once per 10 s) to pick it up.
  const recovery = useChunkRecovery(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const shown = recovery === 'none' || recovery === 'failed';

  // Reported once per error shown (an effect, so re-renders do not report it again).
  useEffect(() => {
    if (shown && status >= 500) reportError(error, 'route');
  }, [error, shown, status]);

  if (!shown) return null;
  return (
    <ErrorScreen
      status={status}
      detail={status === 404 ? `Page not found: ${pathname}` : undefined}
      action={
        <ButtonLink to="/" variant="primary" size="lg">
          Return to Homepage
        </ButtonLink>
      }
    />
  );
}
