import { NavLink, type NavLinkProps } from '../../router';
import { preloadPath } from './preload';

/** A NavLink that starts downloading its page's code on hover or keyboard focus. */
export function PreloadLink({ onMouseEnter, onFocus, to, ...rest }: NavLinkProps) {
  return (
    <NavLink
      to={to}
      onMouseEnter={(event) => {
        preloadPath(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preloadPath(to);
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
