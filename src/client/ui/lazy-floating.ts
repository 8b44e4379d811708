import { lazy } from 'react';

/*
 * The floating layers (and floating-ui with them) load on a control's first hover, focus or
 * press, not with the page: the header's menus and tooltips would otherwise put ~25 KB
 * gzip into the lobby. The controls themselves stay plain buttons that work at once.
 */
const loadTooltip = () => import('./TooltipLayer');
const loadPopover = () => import('./PopoverLayer');
const loadMenu = () => import('./MenuLayer');

export const TooltipLayer = lazy(() => loadTooltip().then((m) => ({ default: m.TooltipLayer })));
export const PopoverLayer = lazy(() => loadPopover().then((m) => ({ default: m.PopoverLayer })));
export const MenuLayer = lazy(() => loadMenu().then((m) => ({ default: m.MenuLayer })));

/** Starts loading a layer early (on hover or focus), so opening it shows it at once. */
export const preload = {
  tooltip: () => void loadTooltip().catch(() => undefined),
  popover: () => void loadPopover().catch(() => undefined),
  menu: () => void loadMenu().catch(() => undefined),
};
