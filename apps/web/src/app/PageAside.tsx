import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

/** The side column slot of the app frame, provided by the root layout. */
interface PageAsideSlot {
  /** The element the aside content renders into, once the frame shows a side column. */
  element: HTMLElement | null;
  /** Announces an aside (the frame then shows its side column); returns its removal. */
  register: () => () => void;
}

/** Provide the `slot` of {@link usePageAsideSlot} around the pages. */
export const PageAsideContext = createContext<PageAsideSlot | null>(null);

/** What {@link usePageAsideSlot} returns to the root layout. */
interface PageAsideHost {
  /** Whether some page shows an aside: pass `<div ref={setElement} />` as the frame's `aside` then. */
  hasAside: boolean;
  /** The ref callback of the slot element. */
  setElement: (element: HTMLElement | null) => void;
  /** The value of {@link PageAsideContext} around the pages. */
  slot: PageAsideSlot;
}

/** The root layout's side of the slot: how many asides are shown and where they render. */
export function usePageAsideSlot(): PageAsideHost {
  const [count, setCount] = useState(0);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const register = useCallback(() => {
    setCount((current) => current + 1);
    return () => setCount((current) => current - 1);
  }, []);
  const slot = useMemo(() => ({ element, register }), [element, register]);
  return { hasAside: count > 0, setElement, slot };
}

/**
 * Renders its children in the app frame's side column (beside the page from 1024 px, below it on
 * small screens), such as the basket summary of the booking pages. Without a `PageAside` the frame
 * has no side column.
 *
 * @example
 * <PageAside><BasketSummary ... /></PageAside>
 */
export function PageAside(props: { children?: ReactNode }): ReactNode {
  const slot = useContext(PageAsideContext);
  if (!slot) throw new Error('PageAside must be used inside the app root layout.');
  const { register, element } = slot;
  useLayoutEffect(() => register(), [register]);
  return element ? createPortal(props.children, element) : null;
}
