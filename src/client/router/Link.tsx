import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useRouter, useRouterState } from './context';
import { createPath, resolvePath } from './path';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path, or '?query' / '#hash' on this page. */
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A URL with a scheme ('https:', 'mailto:') or protocol-relative: the browser's to follow. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A real <a href>: a plain left click navigates in the app; a modified click (new tab or
 * window), another target, or a click a handler prevented is left to the browser.
 */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const router = useRouter();
  const { location } = useRouterState();
  const external = EXTERNAL.test(to);
  const href = external ? to : resolvePath(to, location.pathname);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      external ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (rest.target && rest.target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    // A link to the page already shown replaces its entry: no duplicate on Back.
    void router.navigate(href, { replace: replace ?? href === createPath(location) });
  };
  return <a {...rest} href={href} onClick={follow} />;
}
