import { isSupportedLanguage, type Language } from '@stowly/booking';
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the element carrying {@link ServerState} (`src/server/htmlDocument.ts` writes it). */
export const SERVER_STATE_ELEMENT_ID = 'stowly-server-state';

/** What the server hands the browser with a page it rendered, for the hydration. */
export interface ServerState {
  /** The language the server rendered in: the browser's first render uses it too. */
  language: Language;
  /** The queries the server loaded (`dehydrate`): the browser does not ask for them again. */
  queries: DehydratedState;
}

/**
 * The state of the page the server rendered, or null for a page to render in the browser alone
 * (static hosting, the server's error pages, or a state that does not read: it is then ignored).
 * Its queries count as loaded now.
 */
export function readServerState(document: Document): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<ServerState> | null;
    if (!state || !isSupportedLanguage(state.language) || !Array.isArray(state.queries?.queries)) return null;
    // The data counts as loaded when the page arrives: the server's clock is not the browser's,
    // and a slow start must not make the page ask again for what it shows.
    const now = Date.now();
    for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
    return { language: state.language, queries: state.queries };
  } catch {
    return null;
  }
}

/** Whether the page came from the server with its state (the app takes it over: hydration). */
export function isServerRenderedPage(document: Document): boolean {
  return document.getElementById(SERVER_STATE_ELEMENT_ID) !== null;
}
