import { createContext, useContext } from 'react';
import type { AppServices } from './createAppServices';

/** Holds the {@link AppServices} of the page; provided in `main.tsx`. */
export const AppServicesContext = createContext<AppServices | null>(null);

/**
 * The app's services: `client` (booking API), `queryClient`, `languageStore`, `consentStore` and
 * `tracker` (data layer events such as `addToCart` and `beginCheckout`).
 */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services)
    throw new Error('useAppServices must be used inside <AppServicesContext.Provider> (main.tsx).');
  return services;
}
