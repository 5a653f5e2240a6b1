import { whenIdle } from '@stowly/booking';
import { useEffect, useSyncExternalStore } from 'react';

/** A part of a component in a chunk of its own (a popover, a list), loaded on demand. */
export interface LazyPart<Module> {
  /** Starts loading the chunk (once) and resolves with its module; a failed load is tried again next time. */
  load(): Promise<Module>;
  /** True once the chunk has loaded. */
  readonly loaded: boolean;
  /** Calls `listener` once the chunk has loaded; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * A {@link LazyPart} for `importer` (a dynamic `import()`, so the bundler gives the part its own chunk).
 *
 * @example
 * const calendarPopover = lazyPart(() => import('./internal/MoveInCalendarPopover'));
 */
export function lazyPart<Module>(importer: () => Promise<Module>): LazyPart<Module> {
  let request: Promise<Module> | undefined;
  let loaded = false;
  const listeners = new Set<() => void>();
  return {
    load() {
      request ??= importer().then(
        (module) => {
          loaded = true;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          request = undefined;
          throw error;
        },
      );
      return request;
    },
    get loaded() {
      return loaded;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const notLoaded = () => false;

/**
 * True once `part` has loaded, wherever the load started. False in a server render and in the
 * render that hydrates it, whatever this page has loaded, so the two agree.
 */
export function usePartLoaded(part: LazyPart<unknown>): boolean {
  return useSyncExternalStore(part.subscribe, () => part.loaded, notLoaded);
}

/**
 * Loads `part` once the browser is idle after the component mounted, so that it is there before the
 * person reaches for it; true once it has loaded (a failure stays quiet: opening loads it again).
 * False in a server render and in the render that hydrates it, whatever this page has loaded, so
 * the two agree.
 */
export function useIdleLoad(part: LazyPart<unknown>): boolean {
  const loaded = usePartLoaded(part);
  useEffect(() => {
    if (part.loaded) return;
    return whenIdle(() => {
      part.load().catch(() => {});
    });
  }, [part]);
  return loaded;
}
