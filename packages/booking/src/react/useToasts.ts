import { useContext, useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/shallow';
import type { Toast, ToastState } from '../index';
import { ToastContext } from './internal/ToastContext';

/** Options of {@link useToasts}. */
export interface UseToastsOptions {
  /** Only the toasts of this group (an app with more than one toast area). @default all groups */
  group?: string;
}

/** What {@link useToasts} returns: the visible toasts and the toast actions. */
export interface ToastsView extends Pick<ToastState, 'show' | 'dismiss' | 'clear'> {
  /** The visible toasts (of the group, when one is given), oldest first. */
  toasts: Toast[];
}

/**
 * The toasts of the nearest `ToastProvider` and the actions to show, dismiss and clear them. A
 * component that only shows toasts re-renders only when the toasts it reads change.
 *
 * @example
 * const { show } = useToasts();
 * show({ type: 'error', title: t('toast.errorTitle'), text: error.message });
 */
export function useToasts(options: UseToastsOptions = {}): ToastsView {
  const store = useContext(ToastContext);
  if (!store) {
    throw new Error(
      'useToasts must be used within <ToastProvider>. Wrap the app in <ToastProvider> from @stowly/booking/react.',
    );
  }
  const { group } = options;
  const toasts = useStore(
    store,
    useShallow((state) =>
      group === undefined ? state.toasts : state.toasts.filter((toast) => toast.group === group),
    ),
  );
  return useMemo(() => {
    const { show, dismiss, clear } = store.getState();
    return { toasts, show, dismiss, clear };
  }, [store, toasts]);
}
