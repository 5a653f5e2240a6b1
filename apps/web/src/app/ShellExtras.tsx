import type { Schema } from '@stowly/api-client';
import { CookieConsentModal } from '@stowly/ui';
import type { ReactNode } from 'react';
import { LanguageMenu } from './LanguageMenu';
import { useAppServices } from './useAppServices';

export { LanguageMenu };

/**
 * The cookie consent dialog (spec section 2) with the language switcher, shown while the visitor
 * has not chosen: saving the selection or accepting all goes to the consent store.
 */
export function ConsentDialog(props: {
  cookiePolicyUrl: string | null;
  locationLanguages: readonly Schema<'Language'>[] | undefined;
}): ReactNode {
  const { consentStore } = useAppServices();
  return (
    <CookieConsentModal
      isOpen
      cookiePolicyUrl={props.cookiePolicyUrl}
      languageSwitcher={<LanguageMenu locationLanguages={props.locationLanguages} />}
      onSaveSelected={(selection) => consentStore.getState().saveSelected(selection)}
      onAcceptAll={() => consentStore.getState().acceptAll()}
    />
  );
}
