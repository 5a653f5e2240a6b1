import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What a page tells the server while it renders there: the answer's status (the not-found and
 * server-error pages set theirs) and the document title. One per request, made by the server
 * render (`src/server`); in a browser there is none.
 */
export interface ServerRenderState {
  /** The HTTP status of the answer. @default 200 */
  status: number;
  /** The document title, as `usePageTitle` makes it. */
  title?: string;
}

/** The {@link ServerRenderState} of the request being rendered, or null in a browser. */
export const ServerRenderContext = createContext<ServerRenderState | null>(null);

/** Sets the status of the server's answer when the calling page renders on the server. */
export function useServerStatus(status: number): void {
  const state = useContext(ServerRenderContext);
  if (state) state.status = status;
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render after
 * that (and at once in a page the browser renders alone). What depends on browser state (stored
 * consent, the stored sign-in) renders as on the server first, so hydration finds the same HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Renders nothing; on the server it sets the answer's status (see {@link useServerStatus}). */
export function ServerStatus(props: { status: number }): null {
  useServerStatus(props.status);
  return null;
}
