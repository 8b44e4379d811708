import {
  FloatingFocusManager,
  FloatingPortal,
  useDismiss,
  useInteractions,
  useListNavigation,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MenuContext } from './menu-context';
import { useAnchoredFloating } from './use-anchored-floating';

interface MenuLayerProps {
  reference: Element;
  id: string;
  labelledBy: string;
  header?: ReactNode;
  /** Which item has focus on opening. */
  initial: 'first' | 'last';
  placement: Placement;
  className: string;
  onClose: () => void;
  children: ReactNode;
}

const ITEM = '[role="menuitem"]';

/**
 * An open menu: placed by its button; arrow keys (wrapping), Home, End and typeahead move
 * focus between the items; Escape, a press outside or focus leaving closes it.
 */
export function MenuLayer({
  reference,
  id,
  labelledBy,
  header,
  initial,
  placement,
  className,
  onClose,
  children,
}: MenuLayerProps) {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const items = useRef<Array<HTMLElement | null>>([]);
  const labels = useRef<Array<string | null>>([]);
  const list = useRef<HTMLDivElement>(null);
  const anchored = useAnchoredFloating({
    reference,
    open: true,
    onOpenChange: (open) => open || onClose(),
    placement,
  });
  const { context, refs } = anchored;
  const { getFloatingProps } = useInteractions([
    useDismiss(context),
    useListNavigation(context, {
      listRef: items,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      focusItemOnOpen: false,
    }),
    useTypeahead(context, { listRef: labels, activeIndex, onMatch: setActiveIndex }),
  ]);

  // The items come from several features: read them from the rendered menu (the portal
  // mounts it a render later), and focus the first or last once they are there.
  const placed = useRef(false);
  useLayoutEffect(() => {
    const found = [...(list.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
    items.current = found;
    labels.current = found.map((item) => item.dataset.label ?? item.textContent);
    if (placed.current || found.length === 0) return;
    placed.current = true;
    setActiveIndex(initial === 'first' ? 0 : found.length - 1);
  });

  const menu = useMemo(() => ({ close: onClose }), [onClose]);

  return (
    <FloatingPortal root={anchored.portalRoot}>
      {/* Focus goes to an item (list navigation), not to the first tabbable. */}
      <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
        <div
          ref={refs.setFloating}
          className={`popover menu ${className}`}
          style={anchored.floatingStyles}
          {...getFloatingProps()}
        >
          {header}
          <div
            ref={list}
            role="menu"
            id={id}
            aria-labelledby={labelledBy}
            className="menu__list"
            onFocus={(event) => {
              const index = items.current.indexOf(event.target as HTMLElement);
              if (index >= 0 && index !== activeIndex) setActiveIndex(index);
            }}
            onMouseMove={(event) => {
              // The pointer's item takes focus, so the keys go on from there.
              const item = (event.target as Element).closest<HTMLElement>(ITEM);
              if (item && item !== document.activeElement) item.focus({ preventScroll: true });
            }}
          >
            <MenuContext.Provider value={menu}>{children}</MenuContext.Provider>
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
