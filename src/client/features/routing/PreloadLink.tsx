import { NavLink, type NavLinkProps } from 'react-router';
import { preloadPath } from './preload';

/** A NavLink that starts downloading its page's code on hover or keyboard focus. */
export function PreloadLink({ onMouseEnter, onFocus, to, ...rest }: NavLinkProps) {
  const path = typeof to === 'string' ? to : (to.pathname ?? '');
  return (
    <NavLink
      to={to}
      onMouseEnter={(event) => {
        preloadPath(path);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preloadPath(path);
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
