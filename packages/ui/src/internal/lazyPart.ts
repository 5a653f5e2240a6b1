import { whenIdle } from '@stowly/booking';
import { useEffect, useState } from 'react';

/** A part of a component in a chunk of its own (a popover, a list), loaded on demand. */
export interface LazyPart<Module> {
  /** Starts loading the chunk (once) and resolves with its module; a failed load is tried again next time. */
  load(): Promise<Module>;
  /** True once the chunk has loaded. */
  readonly loaded: boolean;
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
  return {
    load() {
      request ??= importer().then(
        (module) => {
          loaded = true;
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
  };
}

/**
 * Loads `part` once the browser is idle after the component mounted, so that it is there before the
 * person reaches for it; true once it has loaded (a failure stays quiet: opening loads it again).
 */
export function useIdleLoad(part: LazyPart<unknown>): boolean {
  const [loaded, setLoaded] = useState(part.loaded);
  useEffect(() => {
    if (part.loaded) return;
    return whenIdle(() => {
      part.load().then(
        () => setLoaded(true),
        () => {},
      );
    });
  }, [part]);
  return loaded;
}
