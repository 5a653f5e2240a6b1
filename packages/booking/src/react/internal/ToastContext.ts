import { createContext } from 'react';
import type { StoreApi } from 'zustand';
import type { ToastState } from '../../index';

/** @internal The toast store of the nearest ToastProvider. */
export const ToastContext = createContext<StoreApi<ToastState> | null>(null);
ToastContext.displayName = 'StowlyToastContext';
