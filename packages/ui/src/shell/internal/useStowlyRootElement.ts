import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The `.stowly-Root` element around `anchor`, once mounted, for react-aria overlays (popovers and
 * modals) to portal into: there they keep the tenant's `--stowly-*` variables, fonts and class
 * hooks, which a portal into `document.body` would lose. Falls back to `document.body` outside a
 * root, and is `undefined` until the anchor has mounted (on the server and in the first render).
 */
export function useStowlyRootElement(anchor: RefObject<Element | null>): Element | undefined {
  const [root, setRoot] = useState<Element>();
  useLayoutEffect(() => {
    setRoot(anchor.current?.closest('.stowly-Root') ?? document.body);
  }, [anchor]);
  return root;
}
