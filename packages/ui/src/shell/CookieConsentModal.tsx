import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId, useState } from 'react';
import { Checkbox } from 'react-aria-components';
import { Button } from '../internal/Button';
import { Dialog, DialogActions, DialogTitle } from '../internal/Dialog';
import { Link } from '../Link';
import { partClassName, type StowlyElements, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** Props of {@link CookieConsentModal}. */
export interface CookieConsentModalProps {
  /**
   * Whether the modal shows: while no consent is recorded (`seen` of the consent store
   * from `createConsentStore` is false). It closes only
   * when the host sets this to false after a choice; outside clicks and Escape do not close it.
   */
  isOpen: boolean;
  /** The cookie policy page (the `cookiePolicyUrl` setting); without it there is no policy link. */
  cookiePolicyUrl?: string | null;
  /**
   * Whether the marketing checkbox starts checked.
   * @default false
   */
  defaultMarketing?: boolean;
  /** Shown in the modal's header, such as a {@link LanguageSwitcher}. */
  languageSwitcher?: ReactNode;
  /** Called with the person's choice when they press "Save selection"; necessary cookies are always on. */
  onSaveSelected: (selection: { marketing: boolean }) => void;
  /** Called when the person presses "Accept all" (necessary and marketing). */
  onAcceptAll: () => void;
}

/** The box of a checkbox, drawn as an SVG with a tick that shows when selected. */
function CheckboxBox(): ReactNode {
  return (
    <svg aria-hidden="true" viewBox="0 0 18 18" width="18" height="18">
      <polyline points="4 9.5 7.5 13 14 5.5" fill="none" strokeWidth="2.5" />
    </svg>
  );
}

/** One consent checkbox of the modal. */
function ConsentCheckbox(props: {
  elements: StowlyElements;
  label: string;
  isSelected: boolean;
  isDisabled?: boolean;
  describedBy?: string;
  onChange?: (isSelected: boolean) => void;
}): ReactNode {
  return (
    <Checkbox
      className={partClassName('CookieConsentModalCheckbox', props.elements)}
      isSelected={props.isSelected}
      isDisabled={props.isDisabled}
      aria-describedby={props.describedBy}
      onChange={props.onChange}
    >
      <CheckboxBox />
      {props.label}
    </Checkbox>
  );
}

/**
 * The cookie consent dialog of spec sections 2 and 4: a persistent modal (an outside click or
 * Escape does not close it; focus stays inside) with its title and an optional language switcher
 * in the header, the description with the cookie policy link when there is a policy, the
 * necessary-cookies checkbox locked on, the marketing checkbox, and "Save selection" and "Accept
 * all". Storing the choice is the host's: pass the consent store's `saveSelected` and
 * `acceptAll`.
 *
 * Parts: `stowly-CookieConsentModal` (the backdrop), `stowly-CookieConsentModalPanel`,
 * `stowly-CookieConsentModalDialog`, `stowly-CookieConsentModalHeader`, `stowly-CookieConsentModalTitle`,
 * `stowly-CookieConsentModalDescription`, `stowly-CookieConsentModalCheckbox` (react-aria
 * `data-selected`, `data-disabled`, `data-focus-visible`), `stowly-CookieConsentModalNote`,
 * `stowly-CookieConsentModalActions`, `stowly-CookieConsentModalSaveSelected`,
 * `stowly-CookieConsentModalAcceptAll` (react-aria Button states).
 */
export function CookieConsentModal(props: CookieConsentModalProps): ReactNode {
  const { isOpen, cookiePolicyUrl, languageSwitcher, onSaveSelected, onAcceptAll } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const [marketing, setMarketing] = useState(props.defaultMarketing ?? false);
  const descriptionId = useId();
  const noteId = useId();

  return (
    <Dialog
      classNames={{
        overlay: partClassName('CookieConsentModal', elements),
        modal: partClassName('CookieConsentModalPanel', elements),
        dialog: partClassName('CookieConsentModalDialog', elements),
      }}
      isOpen={isOpen}
      isKeyboardDismissDisabled
      aria-describedby={descriptionId}
    >
      <div className={partClassName('CookieConsentModalHeader', elements)}>
        <DialogTitle level={2} className={partClassName('CookieConsentModalTitle', elements)}>
          {t('consent.title')}
        </DialogTitle>
        {languageSwitcher}
      </div>
      <p id={descriptionId} className={partClassName('CookieConsentModalDescription', elements)}>
        {t('consent.description')}
        {cookiePolicyUrl ? (
          <>
            {' '}
            <Link href={cookiePolicyUrl}>{t('consent.cookiePolicy')}</Link>
          </>
        ) : null}
      </p>
      <ConsentCheckbox
        elements={elements}
        label={t('consent.necessary')}
        isSelected
        isDisabled
        describedBy={noteId}
      />
      <p id={noteId} className={partClassName('CookieConsentModalNote', elements)}>
        {t('ui.shell.cookieConsent.necessaryNote')}
      </p>
      <ConsentCheckbox
        elements={elements}
        label={t('consent.marketing')}
        isSelected={marketing}
        onChange={setMarketing}
      />
      <DialogActions className={partClassName('CookieConsentModalActions', elements)}>
        <Button
          variant="secondary"
          className={partClassName('CookieConsentModalSaveSelected', elements)}
          onPress={() => onSaveSelected({ marketing })}
        >
          {t('consent.saveSelected')}
        </Button>
        <Button
          className={partClassName('CookieConsentModalAcceptAll', elements)}
          onPress={() => onAcceptAll()}
        >
          {t('consent.acceptAll')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
