import { createContext, useContext } from 'react';

/** What an open menu hands its items: how to close it once one is chosen. */
export const MenuContext = createContext<{ close: () => void } | null>(null);

export function useMenuContext() {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('A menu item belongs inside a <Menu>');
  return menu;
}
