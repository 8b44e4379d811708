import { useContext } from 'react';
import { RouteContext } from './context';

/** Where a layout route renders the matched child route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}
