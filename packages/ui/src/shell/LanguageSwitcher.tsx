import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { type Key, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';
import { LanguageSwitcherButton } from './LanguageSwitcherButton';

/** A language a person can switch to, as the booking API's location lists it (`languages`). */
export interface LanguageSwitcherLanguage {
  /** The language id, such as `'sv'`: handed to `onChange` and used as the item's `lang` attribute. */
  id: string;
  /** The language's name as the tenant wrote it, such as `'Svenska'`, shown as it is. */
  name: string;
}

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps {
  /** The languages to choose from, in the order to show them. */
  languages: readonly LanguageSwitcherLanguage[];
  /** The id of the current language. */
  value: string;
  /** Called with the id of the language the person picks; not called when they pick the current one. */
  onChange: (languageId: string) => void;
}

/**
 * The interface language switcher of the header and the cookie consent modal (spec section 2): a
 * button showing the current language that opens a popover menu of the available languages, the
 * current one highlighted and checked (`aria-checked`). Arrow keys move, Enter picks, Escape closes
 * the menu and returns focus to the button. Each name carries its own `lang`. Whether it is shown
 * (the `languageSwitch` feature flag) is the host's decision.
 *
 * Parts: `stowly-LanguageSwitcher` (the button, react-aria Button states and `data-pressed` while
 * open), `stowly-LanguageSwitcherPopover`, `stowly-LanguageSwitcherMenu`, `stowly-LanguageSwitcherItem`
 * (react-aria `data-selected`, `data-focused`, `data-focus-visible`).
 */
export function LanguageSwitcher(props: LanguageSwitcherProps): ReactNode {
  const { languages, value, onChange } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const menuLabelId = useId();
  const current = languages.find((language) => language.id === value);

  const onSelectionChange = (keys: 'all' | Set<Key>) => {
    if (keys === 'all') return;
    const [key] = keys;
    if (key !== undefined && key !== value) onChange(String(key));
  };

  return (
    <MenuTrigger>
      {/* The menu's name: "Language". */}
      <span id={menuLabelId} hidden>
        {t('languageSwitcher.label')}
      </span>
      <LanguageSwitcherButton languages={languages} value={value} />
      <Popover className={partClassName('LanguageSwitcherPopover', elements)} placement="bottom end">
        <Menu
          className={partClassName('LanguageSwitcherMenu', elements)}
          aria-labelledby={menuLabelId}
          items={languages}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={current ? [current.id] : []}
          onSelectionChange={onSelectionChange}
        >
          {(language) => (
            <MenuItem
              className={partClassName('LanguageSwitcherItem', elements)}
              id={language.id}
              textValue={language.name}
              lang={language.id}
            >
              {language.name}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
