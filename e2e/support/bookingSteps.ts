import type { Locator, Page } from 'playwright-core';

/** The interface languages the tests book in. */
export type TestLanguage = 'en' | 'sv' | 'de';

/** The regional locale the app formats dates with for each language (`REGIONAL_LOCALES` of @stowly/booking). */
const REGIONAL_LOCALE: Record<TestLanguage, string> = { en: 'en-GB', sv: 'sv-SE', de: 'de-DE' };

/** What a person reads on the booking pages, per language (the catalogs of @stowly/booking and react-aria's). */
export const TEXT = {
  en: {
    unitTypeList: 'Storage units',
    select: (name: string) => `Select ${name}`,
    soldOut: (name: string) => `Sold out ${name}`,
    optionsTitle: (name: string) => `Options for ${name}`,
    calendar: 'Calendar Move-in date',
    nextMonth: 'Next',
    moveInDate: 'Move-in date',
    billingPeriod: 'Billing period',
    insurance: 'Insurance',
    continueToBasket: 'Continue to the basket',
    basketTitle: 'Your basket',
    basketSummary: 'Your booking',
    dueNow: 'Due now',
    continueToDetails: 'Continue to your details',
    customerTitle: 'Your details',
    openDiscount: 'I have a discount code',
    discountCode: 'Discount code',
    applyDiscount: 'Apply',
    discountRejected: 'This discount code is not valid.',
    discountApplied: (code: string) => `Discount code ${code} applied`,
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street and house number',
    zip: 'Postal code',
    city: 'City',
    email: 'Email address',
    phoneNumber: 'Phone number',
    requiredCheckboxes: [
      // Each legal document once: the location's terms and privacy consents, the cancellation policy.
      'I accept the rental terms and conditions',
      'I have read the privacy policy',
      'I have read the cancellation policy.',
    ],
    submit: 'Continue to checkout',
    submitting: 'Sending your details…',
    notAvailableTitle: 'Not available on this date',
    notFound: 'Page not found',
  },
  sv: {
    unitTypeList: 'Förråd',
    select: (name: string) => `Välj ${name}`,
    soldOut: (name: string) => `Slutsåld ${name}`,
    optionsTitle: (name: string) => `Alternativ för ${name}`,
    calendar: 'Kalender Inflyttningsdatum',
    nextMonth: 'Nästa',
    moveInDate: 'Inflyttningsdatum',
    billingPeriod: 'Faktureringsperiod',
    insurance: 'Försäkring',
    continueToBasket: 'Fortsätt till varukorgen',
    basketTitle: 'Din varukorg',
    basketSummary: 'Din bokning',
    dueNow: 'Att betala nu',
    continueToDetails: 'Fortsätt till dina uppgifter',
    customerTitle: 'Dina uppgifter',
    openDiscount: 'Jag har en rabattkod',
    discountCode: 'Rabattkod',
    applyDiscount: 'Använd',
    discountRejected: 'Rabattkoden är inte giltig.',
    discountApplied: (code: string) => `Rabattkoden ${code} har lagts till`,
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    street: 'Gatuadress',
    zip: 'Postnummer',
    city: 'Ort',
    email: 'E-postadress',
    phoneNumber: 'Telefonnummer',
    requiredCheckboxes: [
      'Jag godkänner hyresvillkoren',
      'Jag har läst integritetspolicyn',
      'Jag har tagit del av informationen om ångerrätt.',
    ],
    submit: 'Gå vidare till kassan',
    submitting: 'Dina uppgifter skickas…',
    notAvailableTitle: 'Inte tillgängligt detta datum',
    notFound: 'Sidan hittades inte',
  },
  de: {
    unitTypeList: 'Lagerabteile',
    select: (name: string) => `Auswählen ${name}`,
    soldOut: (name: string) => `Ausgebucht ${name}`,
    optionsTitle: (name: string) => `Optionen für ${name}`,
    calendar: 'Kalender Einzugsdatum',
    nextMonth: 'Weiter',
    moveInDate: 'Einzugsdatum',
    billingPeriod: 'Abrechnungszeitraum',
    insurance: 'Versicherung',
    continueToBasket: 'Weiter zum Warenkorb',
    basketTitle: 'Ihr Warenkorb',
    basketSummary: 'Ihre Buchung',
    dueNow: 'Jetzt fällig',
    continueToDetails: 'Weiter zu Ihren Daten',
    customerTitle: 'Ihre Daten',
    openDiscount: 'Ich habe einen Rabattcode',
    discountCode: 'Rabattcode',
    applyDiscount: 'Einlösen',
    discountRejected: 'Dieser Rabattcode ist ungültig.',
    discountApplied: (code: string) => `Rabattcode ${code} eingelöst`,
    firstName: 'Vorname',
    lastName: 'Nachname',
    street: 'Straße und Hausnummer',
    zip: 'Postleitzahl',
    city: 'Ort',
    email: 'E-Mail-Adresse',
    phoneNumber: 'Telefonnummer',
    requiredCheckboxes: [
      'Ich akzeptiere die Mietbedingungen',
      'Ich habe die Datenschutzerklärung gelesen',
      'Ich habe die Widerrufsbelehrung gelesen.',
    ],
    submit: 'Weiter zur Kasse',
    submitting: 'Ihre Angaben werden gesendet…',
    notAvailableTitle: 'An diesem Datum nicht verfügbar',
    notFound: 'Seite nicht gefunden',
  },
} as const;

/** The time zones of the sandbox's demo locations. */
const LOCATION_TIME_ZONE: Record<number, string> = {
  1: 'Europe/Stockholm',
  2: 'Europe/Oslo',
  3: 'Europe/Berlin',
};

/** The day (`YYYY-MM-DD`) `days` after today in the location's time zone, as the sandbox counts. */
export function dayFromToday(locationId: number, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: LOCATION_TIME_ZONE[locationId] }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` day written out as the app does, such as `25 November 2026`. */
export function longDate(day: string, language: TestLanguage): string {
  return new Intl.DateTimeFormat(REGIONAL_LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Clicks a react-aria radio or checkbox as a person does: on its label, which covers the hidden
 * input. A click that lands while its group is rendered again (a list that just loaded, on a busy
 * machine) may change nothing: then, as a person would, it clicks again, at most three times.
 */
export async function tick(control: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      // In the middle of the viewport: a forced click at a control half below its edge lands nowhere.
      await control.evaluate((input) => input.scrollIntoView({ block: 'center' }));
      await control.check({ force: true });
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('did not change its state')) throw error;
      await control.page().waitForTimeout(500);
    }
  }
}

/**
 * Picks the move-in date in the options page's calendar: opens it with its button, goes to the
 * day's month with "Next" and presses the day (named like "Friday, 27 November 2026").
 */
export async function chooseMoveInDate(page: Page, day: string, language: TestLanguage): Promise<void> {
  const text = TEXT[language];
  await page.getByRole('button', { name: text.calendar }).click();
  const calendar = page.getByRole('dialog', { name: text.calendar });
  const dayButton = calendar.getByRole('button', {
    name: new RegExp(`(^|\\s)${escapeRegExp(longDate(day, language))}(,|$)`),
  });
  await calendar.getByRole('grid').waitFor();
  for (let month = 0; month < 4 && (await dayButton.count()) === 0; month++) {
    // The calendar's header; react-aria repeats the button hidden at the end for touch screen readers.
    await calendar.getByRole('banner').getByRole('button', { name: text.nextMonth }).click();
  }
  await dayButton.click();
}

/** The options a test chooses on the options page. */
export interface BookingOptions {
  language: TestLanguage;
  /** The move-in day, `YYYY-MM-DD`. */
  moveInDate: string;
  /** The billing period's name, such as `Monthly`. */
  billingPeriod: string;
  /** The insurance's name, such as `Basic cover`. */
  insurance: string;
}

/** On the options page: chooses the date, the billing period and the insurance, each in its section. */
export async function chooseOptions(page: Page, options: BookingOptions): Promise<void> {
  const text = TEXT[options.language];
  await chooseMoveInDate(page, options.moveInDate, options.language);
  const plans = page.getByRole('radiogroup', { name: text.billingPeriod });
  await tick(plans.getByRole('radio', { name: options.billingPeriod, exact: true }));
  const insurances = page.getByRole('radiogroup', { name: text.insurance });
  await tick(insurances.getByRole('radio', { name: options.insurance, exact: true }));
}

/** The "Due now" amount of the page's booking summary, such as `SEK 448.75` (empty while there is none), with plain spaces. */
export async function dueNow(page: Page, language: TestLanguage): Promise<string> {
  const text = TEXT[language];
  const summary = page.getByRole('region', { name: text.basketSummary });
  const terms = await summary.getByRole('term').allTextContents();
  const amounts = await summary.getByRole('definition').allTextContents();
  // Prices separate digit groups and currency with no-break spaces; compare them as plain spaces.
  return (amounts[terms.indexOf(text.dueNow)] ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

/** A visitor's details for the customer form. */
export interface Visitor {
  firstName: string;
  lastName: string;
  street: string;
  zip: string;
  city: string;
  email: string;
  phoneNumber: string;
}

/**
 * Fills in the customer form: name, address, email and phone number (the location's country and
 * its phone prefix are preselected), then ticks every required checkbox.
 */
export async function fillCustomerForm(page: Page, language: TestLanguage, visitor: Visitor): Promise<void> {
  const text = TEXT[language];
  const fields: [string, string][] = [
    [text.firstName, visitor.firstName],
    [text.lastName, visitor.lastName],
    [text.street, visitor.street],
    [text.zip, visitor.zip],
    [text.city, visitor.city],
    [text.email, visitor.email],
    [text.phoneNumber, visitor.phoneNumber],
  ];
  for (const [name, value] of fields) {
    await page.getByRole('textbox', { name, exact: true }).fill(value);
  }
  for (const name of text.requiredCheckboxes) {
    await tick(page.getByRole('checkbox', { name, exact: true }));
  }
}

/** What {@link fillBookingUpToSubmit} books, in English. */
export interface EnglishBooking {
  locationId: number;
  /** The unit type's id and its name on the unit list. */
  unitType: { id: number; name: string };
  /** The move-in date, in days from today at the location. */
  moveInInDays: number;
  /** Adds the padlock product on the options page. */
  padlock?: boolean;
  /**
   * The visitor's details; without them (a signed-in customer, whose form shows the account's
   * details) only the required checkboxes are ticked.
   */
  visitor?: Visitor;
}

/**
 * From a location's page (already open, in English) to a filled customer form: the unit type, the
 * move-in date, the monthly plan with basic cover (and a padlock when asked), the basket, then the
 * visitor's details (or, signed in, the required checkboxes). The form is not submitted: the caller does that (and may time it).
 */
export async function fillBookingUpToSubmit(page: Page, booking: EnglishBooking): Promise<void> {
  const text = TEXT.en;
  const { locationId, unitType } = booking;
  await page
    .getByRole('region', { name: text.unitTypeList, exact: true })
    .getByRole('button', { name: text.select(unitType.name) })
    .click();
  await page.waitForURL((url) => url.pathname === `/${locationId}/unit-type/${unitType.id}/options`);
  await chooseOptions(page, {
    language: 'en',
    moveInDate: dayFromToday(locationId, booking.moveInInDays),
    billingPeriod: 'Monthly',
    insurance: 'Basic cover',
  });
  if (booking.padlock) await tick(page.getByRole('checkbox', { name: 'Padlock', exact: true }));
  await page.getByRole('link', { name: text.continueToBasket }).click();
  await page.getByRole('heading', { level: 1, name: text.basketTitle }).waitFor();
  await page.getByRole('link', { name: text.continueToDetails }).click();
  await page.getByRole('heading', { level: 1, name: text.customerTitle }).waitFor();
  if (booking.visitor) {
    await fillCustomerForm(page, 'en', booking.visitor);
    return;
  }
  for (const name of text.requiredCheckboxes) {
    await tick(page.getByRole('checkbox', { name, exact: true }));
  }
}

/**
 * From the location page of Stockholm (`/1?lang=en`, already open) to a filled customer form:
 * Locker S, move-in in 4 days, monthly, basic cover and a padlock, the basket, then `visitor`'s
 * details (Alex in Stockholm). The form is not submitted.
 */
export async function fillLockerSBooking(
  page: Page,
  visitor: { lastName: string; email: string },
): Promise<void> {
  await fillBookingUpToSubmit(page, {
    locationId: 1,
    unitType: { id: 101, name: 'Locker S' },
    moveInInDays: 4,
    padlock: true,
    visitor: {
      firstName: 'Alex',
      lastName: visitor.lastName,
      street: 'Testgatan 1',
      zip: '11122',
      city: 'Stockholm',
      email: visitor.email,
      phoneNumber: '701234567',
    },
  });
}
