import { useLocation } from '../router';
import { ErrorScreen } from '../app/errors/ErrorScreen';
import { ButtonLink } from '../ui/Button';

/** Any path no route matches. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <ErrorScreen
      status={404}
      detail={`Page not found: ${pathname}`}
      action={
        <ButtonLink to="/" variant="primary" size="lg">
          Return to Homepage
        </ButtonLink>
      }
    />
  );
}
