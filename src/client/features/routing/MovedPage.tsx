import { movedPageUrl } from '../../../shared/moved-pages';
import { Navigate, useLocation } from '../../router';

/** An old page address followed inside the app to where the page is now, query and hash kept. */
export function MovedPage() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={movedPageUrl(`${pathname}${search}${hash}`) ?? '/'} replace />;
}
