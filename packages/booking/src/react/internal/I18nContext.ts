import { createContext } from 'react';
import type { I18n } from '../../index';

/** @internal The message formatter of the nearest I18nProvider. */
export const I18nContext = createContext<I18n | null>(null);
I18nContext.displayName = 'StowlyI18nContext';
