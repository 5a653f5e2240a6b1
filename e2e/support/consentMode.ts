import type { Page } from 'playwright-core';

/** Every consent mode entry granted (marketing accepted, spec section 7). */
export const ALL_GRANTED = {
  functionality_storage: 'granted',
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  personalization_storage: 'granted',
  security_storage: 'granted',
};

/** Every consent mode entry denied (marketing declined). */
export const ALL_DENIED = Object.fromEntries(Object.keys(ALL_GRANTED).map((key) => [key, 'denied']));

/** Before any choice: functionality and security granted, everything else denied. */
export const DEFAULT_MODE = { ...ALL_DENIED, functionality_storage: 'granted', security_storage: 'granted' };

/** The consent mode commands (gtag's `['consent', 'default' | 'update', mode]`) in `window.dataLayer`, in order. */
export function consentCommands(page: Page): Promise<[string, Record<string, string>][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter(
        (entry): entry is IArguments =>
          Object.prototype.toString.call(entry) === '[object Arguments]' &&
          (entry as IArguments)[0] === 'consent',
      )
      .map((entry) => [entry[1] as string, entry[2] as Record<string, string>]),
  );
}
