import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_TOAST_DURATION_MS, TOAST_SPEED_MS } from './toastConstants';

/** The kinds of toast (spec section 8). */
export type ToastType = 'warn' | 'error' | 'success' | 'default';

/** A notification as shown in the toast area (spec section 3). */
export interface Toast<TData = unknown> {
  /** Identifies the toast for dismissal. */
  id: string;
  /** Short heading, plain text. */
  title: string;
  /** Body, plain text. */
  text: string;
  /** Its kind, which sets its colour and role. @default 'default' */
  type: ToastType;
  /** Milliseconds before it dismisses itself; 0 or less keeps it until clicked. @default 3000 */
  duration: number;
  /** Animation time in milliseconds. @default 300 */
  speed: number;
  /** The toast area it belongs to, when an app has more than one. @default 'default' */
  group: string;
  /** Anything the app wants to render with it. */
  data: TData | undefined;
}

/** What {@link ToastState.show} takes: a title or text, the rest has defaults. */
export type ToastInput<TData = unknown> = Partial<Toast<TData>> & ({ title: string } | { text: string });

/** Timers, injected so tests and servers control time. */
export interface ToastScheduler {
  /** Runs `callback` after `ms` milliseconds and returns a handle. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a pending callback by its handle. */
  clearTimeout(handle: unknown): void;
}

/** The toast store's state and actions. */
export interface ToastState {
  /** The visible toasts, oldest first. */
  toasts: Toast[];
  /** Shows a toast and returns its id. A toast with the id of a visible one replaces it. */
  show(input: ToastInput): string;
  /** Removes a toast: on click, on its timer, or from code. */
  dismiss(id: string): void;
  /** Removes every toast, or only those of one group. */
  clear(group?: string): void;
}

/** Options of {@link createToastStore}. */
export interface CreateToastStoreOptions {
  /** Timers for auto-dismissal. @default globalThis.setTimeout and clearTimeout */
  scheduler?: ToastScheduler;
}

/**
 * Creates the toast store (spec sections 4 and 9): toasts dismiss themselves after their duration
 * (3000 ms by default) and on click (`dismiss`). Create one per app, never at module scope.
 *
 * @example
 * const toasts = createToastStore();
 * toasts.getState().show({ type: 'error', title: i18n.t('toast.errorTitle'), text: message });
 */
export function createToastStore(options: CreateToastStoreOptions = {}): StoreApi<ToastState> {
  const scheduler: ToastScheduler = options.scheduler ?? globalThis;
  const timers = new Map<string, unknown>();
  let sequence = 0;

  function cancelTimer(id: string): void {
    if (timers.has(id)) scheduler.clearTimeout(timers.get(id));
    timers.delete(id);
  }

  return createStore<ToastState>()((set, get) => ({
    toasts: [],

    show(input) {
      sequence += 1;
      const toast: Toast = {
        id: input.id ?? `toast-${sequence}`,
        title: input.title ?? '',
        text: input.text ?? '',
        type: input.type ?? 'default',
        duration: input.duration ?? DEFAULT_TOAST_DURATION_MS,
        speed: input.speed ?? TOAST_SPEED_MS,
        group: input.group ?? 'default',
        data: input.data,
      };
      cancelTimer(toast.id);
      const others = get().toasts.filter((existing) => existing.id !== toast.id);
      set({ toasts: [...others, toast] });
      if (toast.duration > 0 && Number.isFinite(toast.duration)) {
        timers.set(
          toast.id,
          scheduler.setTimeout(() => get().dismiss(toast.id), toast.duration),
        );
      }
      return toast.id;
    },

    dismiss(id) {
      cancelTimer(id);
      const toasts = get().toasts.filter((toast) => toast.id !== id);
      if (toasts.length !== get().toasts.length) set({ toasts });
    },

    clear(group) {
      for (const toast of get().toasts) {
        if (group === undefined || toast.group === group) cancelTimer(toast.id);
      }
      set({ toasts: group === undefined ? [] : get().toasts.filter((toast) => toast.group !== group) });
    },
  }));
}
