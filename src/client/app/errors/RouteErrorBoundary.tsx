import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { isChunkLoadError, reloadForNewBuild } from '../../lib/chunk-reload';
import { reportError } from '../../lib/report-error';
import { ButtonLink } from '../../ui/Button';
import { ErrorScreen } from './ErrorScreen';

/** Shown by the router when a route throws while loading or rendering. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();

  // A new build replaced the chunk this tab wanted: reload once to pick it up.
  if (isChunkLoadError(error) && reloadForNewBuild()) return null;

  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500) reportError(error, 'route');
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
