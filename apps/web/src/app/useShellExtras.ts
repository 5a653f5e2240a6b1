import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { reloadForChunk, shouldReloadForChunk } from '../routes/lazyPage';
import { afterPageData } from './afterPageData';
import { reportError } from './reportError';

type ShellExtras = typeof import('./ShellExtras');

let loading: Promise<ShellExtras> | undefined;

/** Loads the shell's extras (once); a failed download may be tried again. */
function loadShellExtras(): Promise<ShellExtras> {
  loading ??= import('./ShellExtras').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The state of the extras: not loaded yet, loaded, or failed for good. */
export type ShellExtrasState =
  | { status: 'waiting' }
  | { status: 'loaded'; extras: ShellExtras }
  | { status: 'failed' };

/**
 * The parts of the app shell no page needs to show its content: the cookie consent dialog and the
 * language switcher's menu (off the critical path). They load once the page's data has
 * arrived and the browser is idle (`afterPageData`), or at once when `now` is set (the visitor
 * reached for the switcher). A failed download is tried again once, then the page is loaded fully
 * once (a new deployment replaced the chunks, as for pages); after that the shell goes on without them.
 */
export function useShellExtras(now: boolean): ShellExtrasState {
  const [state, setState] = useState<ShellExtrasState>({ status: 'waiting' });
  const queryClient = useQueryClient();
  const waiting = state.status === 'waiting';
  useEffect(() => {
    if (!waiting) return;
    let cancelled = false;
    const waitForPage = new AbortController();
    const ready = now ? Promise.resolve() : afterPageData(queryClient, { signal: waitForPage.signal });
    void ready
      .then(() => loadShellExtras().catch(() => loadShellExtras()))
      .then(
        (extras) => {
          if (!cancelled) setState({ status: 'loaded', extras });
        },
        (error: unknown) => {
          if (cancelled) return;
          const path = window.location.pathname + window.location.search;
          if (shouldReloadForChunk(path)) {
            reloadForChunk(path);
            return;
          }
          reportError(error);
          setState({ status: 'failed' });
        },
      );
    return () => {
      cancelled = true;
      waitForPage.abort();
    };
  }, [waiting, now, queryClient]);
  return state;
}
