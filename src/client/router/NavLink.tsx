import { useRouterState } from './context';
import { Link, type LinkProps } from './Link';
import { parsePath } from './path';

export interface NavLinkProps extends LinkProps {
  /** Active on its own path only, not on the paths below it. */
  end?: boolean;
}

/**
 * Whether a link to `to` is the page shown: its path, or (unless `end`) a path below it;
 * letters in any case, as routes match. '/' is active on the home page alone.
 */
export function isActivePath(to: string, pathname: string, end = false): boolean {
  const target = parsePath(to).pathname.toLowerCase();
  const current = pathname.toLowerCase();
  if (current === target) return true;
  if (end || !current.startsWith(target)) return false;
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return current.charAt(slashAt) === '/';
}

/** A Link that knows when it leads to the page shown: class "active", aria-current="page". */
export function NavLink({ end, className, ...rest }: NavLinkProps) {
  const active = isActivePath(rest.to, useRouterState().location.pathname, end);
  return (
    <Link
      {...rest}
      className={[className, active && 'active'].filter(Boolean).join(' ') || undefined}
      aria-current={active ? (rest['aria-current'] ?? 'page') : undefined}
    />
  );
}
