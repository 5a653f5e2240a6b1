import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { Button } from 'react-aria-components';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';
import type { LanguageSwitcherLanguage } from './LanguageSwitcher';

/** Props of {@link LanguageSwitcherButton}. */
export interface LanguageSwitcherButtonProps {
  /** The languages the switcher offers (the current one's name is shown). */
  languages: readonly LanguageSwitcherLanguage[];
  /** The id of the current language. */
  value: string;
  /**
   * Called when the button is pressed outside a {@link LanguageSwitcher} (inside one, the press
   * opens the menu).
   */
  onPress?: () => void;
  /** Called when the button gets focus (such as to start loading the menu ahead of a press). */
  onFocus?: () => void;
}

/**
 * The switcher's button on its own: the current language with its `lang`, named "Language
 * <name>". {@link LanguageSwitcher} uses it as its menu trigger. A host that loads the menu later
 * (to keep it off a page's first load) can show this button meanwhile: it looks and is named the
 * same, so nothing moves or changes for assistive technology when the menu arrives.
 */
export function LanguageSwitcherButton(props: LanguageSwitcherButtonProps): ReactNode {
  const { languages, value, onPress, onFocus } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const labelId = useId();
  const valueId = useId();
  const current = languages.find((language) => language.id === value);
  return (
    <>
      {/* Hidden, yet part of the button's name: "Language English". */}
      <span id={labelId} hidden>
        {t('languageSwitcher.label')}
      </span>
      <Button
        className={partClassName('LanguageSwitcher', elements)}
        aria-labelledby={`${labelId} ${valueId}`}
        onPress={onPress}
        onFocus={onFocus}
      >
        <span id={valueId} lang={current?.id ?? value}>
          {current?.name ?? value}
        </span>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Button>
    </>
  );
}
