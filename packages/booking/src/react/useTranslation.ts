import { useContext } from 'react';
import type { I18n } from '../index';
import { I18nContext } from './internal/I18nContext';

/**
 * The message formatter of the nearest `I18nProvider`: `t(key, values)` formats an ICU message as
 * plain text (server translation, then the language's catalog, then English, then the key),
 * `language` and `locale`, `has(key)`, and `formatMoney`, `formatNumber` and `formatDay` in the
 * interface's locale (cached Intl formatters; days by the noon rule).
 *
 * @example
 * const { t, formatMoney, formatDay } = useTranslation();
 * <p>{t('formValidation.maxLength', { max: 50 })}</p>
 * <p>{formatMoney(1190, 'SEK')} · {formatDay('2026-03-29', { timeZone: location.timeZone })}</p>
 */
export function useTranslation(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) {
    throw new Error(
      'useTranslation must be used within <I18nProvider>. Wrap the interface in ' +
        '<I18nProvider client={...} language={...}> from @stowly/booking/react.',
    );
  }
  return i18n;
}
