import { formatMessage } from './i18n';

/**
 * Texts the catalogue and price calculation answer with (error messages, price line labels), in
 * the languages of the demo locations; other languages get English. `{name}` is replaced by the
 * value of `name`.
 */
const MESSAGES = {
  locationNotFound: {
    en: 'Location {id} was not found.',
    sv: 'Anläggningen {id} hittades inte.',
    nb: 'Anlegget {id} ble ikke funnet.',
    de: 'Standort {id} wurde nicht gefunden.',
  },
  unitTypeNotFound: {
    en: 'The unit type was not found.',
    sv: 'Förrådstypen hittades inte.',
    nb: 'Boden ble ikke funnet.',
    de: 'Die Einheitenart wurde nicht gefunden.',
  },
  categoryNotFound: {
    en: 'The unit type category was not found.',
    sv: 'Kategorin hittades inte.',
    nb: 'Kategorien ble ikke funnet.',
    de: 'Die Kategorie wurde nicht gefunden.',
  },
  billingPeriodNotFound: {
    en: 'The billing period is not offered with this unit type.',
    sv: 'Betalningsperioden erbjuds inte för den här förrådstypen.',
    nb: 'Betalingsperioden tilbys ikke for denne boden.',
    de: 'Der Abrechnungszeitraum wird für diese Einheitenart nicht angeboten.',
  },
  // The contract names these two messages verbatim; the front end shows them as they are.
  insufficientData: { en: 'Insufficient data for calculation payload' },
  insufficientArguments: { en: 'Insufficient arguments' },
  discountCodeUnknown: {
    en: 'There is no discount code like this. Check how it is spelled.',
    sv: 'Det finns ingen sådan rabattkod. Kontrollera stavningen.',
    nb: 'Det finnes ingen slik rabattkode. Sjekk stavemåten.',
    de: 'Diesen Rabattcode gibt es nicht. Bitte prüfen Sie die Schreibweise.',
  },
  discountCodeExpired: {
    en: 'This discount code has expired.',
    sv: 'Rabattkoden har gått ut.',
    nb: 'Rabattkoden er utløpt.',
    de: 'Dieser Rabattcode ist abgelaufen.',
  },
  discountCodeNotYetValid: {
    en: 'This discount code is not valid yet.',
    sv: 'Rabattkoden gäller inte än.',
    nb: 'Rabattkoden gjelder ikke ennå.',
    de: 'Dieser Rabattcode gilt noch nicht.',
  },
  discountCodeUnitType: {
    en: 'This discount code is not valid for this unit type.',
    sv: 'Rabattkoden gäller inte för den här förrådstypen.',
    nb: 'Rabattkoden gjelder ikke for denne boden.',
    de: 'Dieser Rabattcode gilt nicht für diese Einheitenart.',
  },
  discountCodeBillingPlan: {
    en: 'This discount code is not valid with the chosen billing plan.',
    sv: 'Rabattkoden gäller inte för den valda betalningsplanen.',
    nb: 'Rabattkoden gjelder ikke for den valgte betalingsplanen.',
    de: 'Dieser Rabattcode gilt nicht für den gewählten Abrechnungsplan.',
  },
  discountCodeCustomerType: {
    en: 'This discount code is not valid for this customer type.',
    sv: 'Rabattkoden gäller inte för den här kundtypen.',
    nb: 'Rabattkoden gjelder ikke for denne kundetypen.',
    de: 'Dieser Rabattcode gilt nicht für diese Kundenart.',
  },
  tooManyDiscountAttempts: {
    en: 'Too many discount codes were tried. Please wait a minute and try again.',
    sv: 'För många rabattkoder har provats. Vänta en minut och försök igen.',
    nb: 'For mange rabattkoder er prøvd. Vent et minutt og prøv igjen.',
    de: 'Es wurden zu viele Rabattcodes versucht. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  },
  moveInTooEarly: {
    en: 'The move-in date must not be before {date}.',
    sv: 'Inflyttningsdatumet får inte vara före {date}.',
    nb: 'Innflyttingsdatoen kan ikke være før {date}.',
    de: 'Das Einzugsdatum darf nicht vor dem {date} liegen.',
  },
  moveInTooLate: {
    en: 'The move-in date must not be after {date}.',
    sv: 'Inflyttningsdatumet får inte vara efter {date}.',
    nb: 'Innflyttingsdatoen kan ikke være etter {date}.',
    de: 'Das Einzugsdatum darf nicht nach dem {date} liegen.',
  },
  desiredMoveInPast: {
    en: 'The desired move-in date must not be in the past.',
    sv: 'Önskat inflyttningsdatum får inte ha passerat.',
    nb: 'Ønsket innflyttingsdato kan ikke være passert.',
    de: 'Das gewünschte Einzugsdatum darf nicht in der Vergangenheit liegen.',
  },
  consentRequired: {
    en: 'Please accept the required consents.',
    sv: 'Godkänn de obligatoriska samtyckena.',
    nb: 'Godta de obligatoriske samtykkene.',
    de: 'Bitte stimmen Sie den erforderlichen Einwilligungen zu.',
  },
  recaptchaInvalid: {
    en: 'The bot check failed or has expired. Please try again.',
    sv: 'Robotkontrollen misslyckades eller har gått ut. Försök igen.',
    nb: 'Robotsjekken mislyktes eller er utløpt. Prøv igjen.',
    de: 'Die Bot-Prüfung ist fehlgeschlagen oder abgelaufen. Bitte versuchen Sie es erneut.',
  },
  discountLine: {
    en: 'Discount {code}',
    sv: 'Rabatt {code}',
    nb: 'Rabatt {code}',
    de: 'Rabatt {code}',
  },
  discountLineOnce: {
    en: 'Discount {code}, first period only',
    sv: 'Rabatt {code}, endast första perioden',
    nb: 'Rabatt {code}, kun første periode',
    de: 'Rabatt {code}, nur im ersten Zeitraum',
  },
  discountLineMonths: {
    en: 'Discount {code}, first {months} months',
    sv: 'Rabatt {code}, första {months} månaderna',
    nb: 'Rabatt {code}, første {months} måneder',
    de: 'Rabatt {code}, erste {months} Monate',
  },
  discountLineOneMonth: {
    en: 'Discount {code}, first month',
    sv: 'Rabatt {code}, första månaden',
    nb: 'Rabatt {code}, første måned',
    de: 'Rabatt {code}, erster Monat',
  },
  taxLine: {
    en: 'VAT {rate} %',
    sv: 'Moms {rate} %',
    nb: 'MVA {rate} %',
    de: 'MwSt. {rate} %',
  },
} satisfies Record<string, { en: string } & Record<string, string>>;

export type CatalogueMessage = keyof typeof MESSAGES;

/** The text of `key` in `language` (English when there is none), with `{name}` placeholders filled in. */
export function say(
  key: CatalogueMessage,
  language: string,
  values: Record<string, string | number> = {},
): string {
  return formatMessage(MESSAGES, key, language, values);
}
