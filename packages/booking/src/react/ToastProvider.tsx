import { type ReactNode, useState } from 'react';
import { createToastStore, type ToastScheduler } from '../index';
import { ToastContext } from './internal/ToastContext';

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /**
   * Timers for auto-dismissal, for tests or a server. Taken once.
   * @default globalThis.setTimeout and clearTimeout
   */
  scheduler?: ToastScheduler;
  /** The app, whose components show toasts with `useToasts`. */
  children?: ReactNode;
}

/**
 * Holds the app's toasts (spec sections 2, 4 and 9): each dismisses itself after its duration
 * (3000 ms by default) or on click. It renders nothing itself: render the toast area (bottom
 * centre, 300 px wide) from `useToasts().toasts`, for example with `ToastRegion` of `@stowly/ui`.
 *
 * @example
 * function Toasts() {
 *   const { toasts, dismiss } = useToasts();
 *   return <ToastRegion toasts={toasts} onDismiss={dismiss} />;
 * }
 *
 * <ToastProvider>
 *   <App />
 *   <Toasts />
 * </ToastProvider>
 */
export function ToastProvider(props: ToastProviderProps): ReactNode {
  const [store] = useState(() => createToastStore(props.scheduler ? { scheduler: props.scheduler } : {}));
  return <ToastContext.Provider value={store}>{props.children}</ToastContext.Provider>;
}
