import { formatMessage } from './i18n';

/**
 * Error messages of booking submission and checkout, in the languages of the demo locations (other
 * languages get English). Clients match on error codes, never on these texts. `{name}` is replaced
 * by the value of `name`.
 */
const MESSAGES = {
  locationNotFound: {
    en: 'The location was not found.',
    sv: 'Anläggningen hittades inte.',
    nb: 'Anlegget ble ikke funnet.',
    de: 'Der Standort wurde nicht gefunden.',
    pl: 'Nie znaleziono lokalizacji.',
  },
  unitTypeNotFound: {
    en: 'The unit type was not found at this location.',
    sv: 'Förrådstypen finns inte på den här anläggningen.',
    nb: 'Boden finnes ikke på dette anlegget.',
    de: 'Die Einheitenart gibt es an diesem Standort nicht.',
    pl: 'Nie znaleziono tego typu schowka w tej lokalizacji.',
  },
  categoryNotFound: {
    en: 'The unit type is not in this category.',
    sv: 'Förrådstypen finns inte i den här kategorin.',
    nb: 'Boden er ikke i denne kategorien.',
    de: 'Die Einheitenart gehört nicht zu dieser Kategorie.',
    pl: 'Ten typ schowka nie należy do tej kategorii.',
  },
  countryNotFound: {
    en: 'The country was not found.',
    sv: 'Landet hittades inte.',
    nb: 'Landet ble ikke funnet.',
    de: 'Das Land wurde nicht gefunden.',
    pl: 'Nie znaleziono kraju.',
  },
  languageNotOffered: {
    en: 'This location does not offer the language {language}.',
    sv: 'Den här anläggningen erbjuder inte språket {language}.',
    nb: 'Dette anlegget tilbyr ikke språket {language}.',
    de: 'Dieser Standort bietet die Sprache {language} nicht an.',
    pl: 'Ta lokalizacja nie oferuje języka {language}.',
  },
  requiredFields: {
    en: 'Please fill in the required fields.',
    sv: 'Fyll i de obligatoriska fälten.',
    nb: 'Fyll ut de obligatoriske feltene.',
    de: 'Bitte füllen Sie die Pflichtfelder aus.',
    pl: 'Wypełnij wymagane pola.',
  },
  postalCodeFormat: {
    en: 'Enter the postal code in the format {example}.',
    sv: 'Ange postnumret i formatet {example}.',
    nb: 'Skriv inn postnummeret i formatet {example}.',
    de: 'Geben Sie die Postleitzahl im Format {example} ein.',
    pl: 'Wpisz kod pocztowy w formacie {example}.',
  },
  consentRequired: {
    en: 'Please accept the required consents.',
    sv: 'Godkänn de obligatoriska samtyckena.',
    nb: 'Godta de obligatoriske samtykkene.',
    de: 'Bitte stimmen Sie den erforderlichen Einwilligungen zu.',
    pl: 'Zaakceptuj wymagane zgody.',
  },
  moveInTooEarly: {
    en: 'The move-in date must not be before {date}.',
    sv: 'Inflyttningsdatumet får inte vara före {date}.',
    nb: 'Innflyttingsdatoen kan ikke være før {date}.',
    de: 'Das Einzugsdatum darf nicht vor dem {date} liegen.',
    pl: 'Data wprowadzenia nie może być wcześniejsza niż {date}.',
  },
  moveInTooLate: {
    en: 'The move-in date must not be after {date}.',
    sv: 'Inflyttningsdatumet får inte vara efter {date}.',
    nb: 'Innflyttingsdatoen kan ikke være etter {date}.',
    de: 'Das Einzugsdatum darf nicht nach dem {date} liegen.',
    pl: 'Data wprowadzenia nie może być późniejsza niż {date}.',
  },
  recaptchaInvalid: {
    en: 'The bot check failed or has expired. Please try again.',
    sv: 'Robotkontrollen misslyckades eller har gått ut. Försök igen.',
    nb: 'Robotsjekken mislyktes eller er utløpt. Prøv igjen.',
    de: 'Die Bot-Prüfung ist fehlgeschlagen oder abgelaufen. Bitte versuchen Sie es erneut.',
    pl: 'Weryfikacja antybotowa nie powiodła się lub wygasła. Spróbuj ponownie.',
  },
  unitUnavailable: {
    en: 'No unit of this type is free for the chosen move-in date any more.',
    sv: 'Det finns inte längre något ledigt förråd av den här typen för det valda inflyttningsdatumet.',
    nb: 'Det er ikke lenger noen ledig bod av denne typen for valgt innflyttingsdato.',
    de: 'Für das gewählte Einzugsdatum ist keine Einheit dieser Art mehr frei.',
    pl: 'Na wybraną datę nie ma już wolnego schowka tego typu.',
  },
  alreadyBooked: {
    en: 'You have already booked this unit type for this move-in date.',
    sv: 'Du har redan bokat den här förrådstypen för det här inflyttningsdatumet.',
    nb: 'Du har allerede booket denne boden for denne innflyttingsdatoen.',
    de: 'Sie haben diese Einheitenart für dieses Einzugsdatum bereits gebucht.',
    pl: 'Ten typ schowka na tę datę został już przez Ciebie zarezerwowany.',
  },
  idempotencyKeyReused: {
    en: 'This Idempotency-Key was already used with a different request.',
    sv: 'Den här Idempotency-Key har redan använts med en annan begäran.',
    nb: 'Denne Idempotency-Key er allerede brukt med en annen forespørsel.',
    de: 'Dieser Idempotency-Key wurde bereits mit einer anderen Anfrage verwendet.',
    pl: 'Ten Idempotency-Key został już użyty z innym żądaniem.',
  },
  basketNotFound: {
    en: 'The checkout was not found.',
    sv: 'Kassan hittades inte.',
    nb: 'Kassen ble ikke funnet.',
    de: 'Der Bestellvorgang wurde nicht gefunden.',
    pl: 'Nie znaleziono zamówienia.',
  },
  wrongStep: {
    en: 'This checkout step is not the current one; the checkout is at step {step}.',
    sv: 'Det här steget är inte det aktuella; kassan är vid steget {step}.',
    nb: 'Dette steget er ikke det gjeldende; kassen er på steget {step}.',
    de: 'Dieser Schritt ist nicht der aktuelle; der Bestellvorgang ist bei Schritt {step}.',
    pl: 'To nie jest bieżący krok; zamówienie jest na kroku {step}.',
  },
  sessionEnded: {
    en: 'The checkout session has ended and the unit is no longer reserved. Please start again.',
    sv: 'Kassasessionen har avslutats och förrådet är inte längre reserverat. Börja om.',
    nb: 'Kassen er avsluttet og boden er ikke lenger reservert. Start på nytt.',
    de: 'Die Sitzung ist abgelaufen und die Einheit ist nicht mehr reserviert. Bitte beginnen Sie neu.',
    pl: 'Sesja wygasła i schowek nie jest już zarezerwowany. Zacznij od nowa.',
  },
  paymentReferenceUnknown: {
    en: 'The payment reference is unknown.',
    sv: 'Betalningsreferensen är okänd.',
    nb: 'Betalingsreferansen er ukjent.',
    de: 'Die Zahlungsreferenz ist unbekannt.',
    pl: 'Nieznany identyfikator płatności.',
  },
  signingSessionUnknown: {
    en: 'The signing session is unknown.',
    sv: 'Signeringssessionen är okänd.',
    nb: 'Signeringsøkten er ukjent.',
    de: 'Die Signatursitzung ist unbekannt.',
    pl: 'Nieznana sesja podpisu.',
  },
  idCheckSessionUnknown: {
    en: 'The identity-check session is unknown.',
    sv: 'Sessionen för identitetskontrollen är okänd.',
    nb: 'Økten for identitetskontrollen er ukjent.',
    de: 'Die Sitzung der Identitätsprüfung ist unbekannt.',
    pl: 'Nieznana sesja weryfikacji tożsamości.',
  },
  foreignSession: {
    en: 'This provider session belongs to another checkout.',
    sv: 'Den här sessionen hör till en annan kassa.',
    nb: 'Denne økten hører til en annen kasse.',
    de: 'Diese Sitzung gehört zu einem anderen Bestellvorgang.',
    pl: 'Ta sesja należy do innego zamówienia.',
  },
  sessionUsed: {
    en: 'This provider session was already reported.',
    sv: 'Den här sessionen har redan rapporterats.',
    nb: 'Denne økten er allerede rapportert.',
    de: 'Diese Sitzung wurde bereits gemeldet.',
    pl: 'Ta sesja została już zgłoszona.',
  },
  paymentDeclined: {
    en: 'The payment was declined. Please try another card.',
    sv: 'Betalningen nekades. Försök med ett annat kort.',
    nb: 'Betalingen ble avvist. Prøv et annet kort.',
    de: 'Die Zahlung wurde abgelehnt. Bitte versuchen Sie eine andere Karte.',
    pl: 'Płatność została odrzucona. Spróbuj innej karty.',
  },
  invalidReturnUrl: {
    en: 'The return URL must be an http(s) address on this site ({origin}).',
    sv: 'Retur-URL:en måste vara en http(s)-adress på den här webbplatsen ({origin}).',
    nb: 'Retur-URL-en må være en http(s)-adresse på dette nettstedet ({origin}).',
    de: 'Die Rücksprung-URL muss eine http(s)-Adresse dieser Website sein ({origin}).',
    pl: 'Adres powrotu musi być adresem http(s) tej witryny ({origin}).',
  },
} satisfies Record<string, { en: string } & Record<string, string>>;

export type CheckoutMessage = keyof typeof MESSAGES;

/** The text of `key` in `language` (English when there is none), with `{name}` placeholders filled in. */
export function checkoutText(
  key: CheckoutMessage,
  language: string,
  values: Record<string, string | number> = {},
): string {
  return formatMessage(MESSAGES, key, language, values);
}
