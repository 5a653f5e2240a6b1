import type { Kysely } from 'kysely';
import { addDays, addMonths, type IsoDate } from '../domain/calendar';
import { hashPassword } from '../identity/secrets';
import { DEMO_TENANT_THEMES } from './demoTenantThemes';
import type { ConsentRow, Database, I18nText } from './types';
import { worldCountries } from './worldCountries';

/** The password of every demo customer (README: "Demo data"). */
export const DEMO_PASSWORD = 'stowly-demo';

const text = (en: string, more: Partial<I18nText> = {}): I18nText => ({ en, ...more });

/**
 * A location's consents on the customer form: its rental terms and its privacy policy (each the
 * booking's legal document of that name, asked once, with its link) and a newsletter opt-in.
 */
const consents = (links: { termsUrl: string; privacyUrl: string }): ConsentRow[] => [
  {
    type: 'terms',
    required: true,
    document: 'terms',
    label: text('I accept the rental terms and conditions', {
      sv: 'Jag godkänner hyresvillkoren',
      de: 'Ich akzeptiere die Mietbedingungen',
      nb: 'Jeg godtar leievilkårene',
    }),
    url: links.termsUrl,
  },
  {
    type: 'privacy',
    required: true,
    document: 'privacy',
    label: text('I have read the privacy policy', {
      sv: 'Jag har läst integritetspolicyn',
      de: 'Ich habe die Datenschutzerklärung gelesen',
      nb: 'Jeg har lest personvernerklæringen',
    }),
    url: links.privacyUrl,
  },
  {
    type: 'newsletter',
    required: false,
    document: null,
    label: text('Send me offers and news by email', {
      sv: 'Skicka mig erbjudanden och nyheter via e-post',
      de: 'Senden Sie mir Angebote und Neuigkeiten per E-Mail',
      nb: 'Send meg tilbud og nyheter på e-post',
    }),
    url: null,
  },
];

const interestConsents: ConsentRow[] = [
  {
    type: 'contact',
    required: true,
    label: text('Contact me when a unit of this type becomes free', {
      sv: 'Kontakta mig när en enhet av den här typen blir ledig',
      de: 'Kontaktieren Sie mich, wenn eine Einheit dieses Typs frei wird',
      nb: 'Kontakt meg når en enhet av denne typen blir ledig',
    }),
    url: null,
  },
];

interface UnitTypeSeed {
  id: number;
  locationId: number;
  name: I18nText;
  description: I18nText;
  size: [width: number, length: number, height: number | null];
  categories: number[];
  units: number;
  monthly: number;
  features: I18nText[];
}

const F = {
  indoor: text('Indoor, heated', {
    sv: 'Inomhus, uppvärmt',
    de: 'Innen, beheizt',
    nb: 'Innendørs, oppvarmet',
  }),
  access: text('Access 6–23 every day', {
    sv: 'Tillgång 6–23 alla dagar',
    de: 'Zugang täglich 6–23 Uhr',
    nb: 'Tilgang 6–23 hver dag',
  }),
  driveUp: text('Drive up to the door', {
    sv: 'Kör ända fram',
    de: 'Bis vor die Tür fahren',
    nb: 'Kjør helt frem',
  }),
  ground: text('Ground floor', { sv: 'Bottenvåning', de: 'Erdgeschoss', nb: 'Første etasje' }),
};

const UNIT_TYPES: UnitTypeSeed[] = [
  // Stockholm (location 1): 104 is sold out, 103 has exactly one free unit.
  {
    id: 101,
    locationId: 1,
    name: text('Locker S', { sv: 'Förråd S' }),
    description: text('A locker for boxes, bags and sports gear.', {
      sv: 'Ett skåp för lådor, väskor och sportutrustning.',
    }),
    size: [1, 1, 1.2],
    categories: [11],
    units: 6,
    monthly: 290,
    features: [F.indoor, F.access],
  },
  {
    id: 102,
    locationId: 1,
    name: text('Storage room 5 m²', { sv: 'Förråd 5 m²' }),
    description: text('Fits the contents of a studio flat.', { sv: 'Rymmer innehållet i en etta.' }),
    size: [2, 2.5, 2.4],
    categories: [12],
    units: 4,
    monthly: 1190,
    features: [F.indoor, F.access],
  },
  {
    id: 103,
    locationId: 1,
    name: text('Storage room 10 m²', { sv: 'Förråd 10 m²' }),
    description: text('Fits the contents of a two-room flat.', { sv: 'Rymmer innehållet i en tvåa.' }),
    size: [2.5, 4, 2.4],
    categories: [12],
    units: 2,
    monthly: 1990,
    features: [F.indoor, F.access, F.ground],
  },
  {
    id: 104,
    locationId: 1,
    name: text('Drive-up garage 15 m²', { sv: 'Garage 15 m²' }),
    description: text('Drive up and unload straight into your unit.', {
      sv: 'Kör fram och lasta direkt in i förrådet.',
    }),
    size: [3, 5, 2.8],
    categories: [13],
    units: 2,
    monthly: 2890,
    features: [F.driveUp, F.ground],
  },
  // Oslo (location 2): 203 is sold out.
  {
    id: 201,
    locationId: 2,
    name: text('Box 3 m²', { nb: 'Boks 3 m²' }),
    description: text('For seasonal things: tyres, skis, decorations.', {
      nb: 'For sesongting: dekk, ski, pynt.',
    }),
    size: [1.5, 2, 2.2],
    categories: [21],
    units: 5,
    monthly: 690,
    features: [F.indoor],
  },
  {
    id: 202,
    locationId: 2,
    name: text('Room 7 m²', { nb: 'Rom 7 m²' }),
    description: text('Room for furniture from a small flat.', {
      nb: 'Plass til møbler fra en liten leilighet.',
    }),
    size: [2.5, 2.8, 2.4],
    categories: [21],
    units: 3,
    monthly: 1490,
    features: [F.indoor, F.access],
  },
  {
    id: 203,
    locationId: 2,
    name: text('Container 15 m²', { nb: 'Container 15 m²' }),
    description: text('An outdoor container you can drive up to.', {
      nb: 'En utendørs container du kan kjøre helt frem til.',
    }),
    size: [2.4, 6, 2.6],
    categories: [22],
    units: 1,
    monthly: 1990,
    features: [F.driveUp],
  },
  // Berlin (location 3): 304 has exactly one free unit.
  {
    id: 301,
    locationId: 3,
    name: text('Locker', { de: 'Schließfach' }),
    description: text('For documents, boxes and small items.', { de: 'Für Akten, Kisten und Kleinteile.' }),
    size: [1, 1, 1],
    categories: [31],
    units: 8,
    monthly: 29,
    features: [F.indoor, F.access],
  },
  {
    id: 302,
    locationId: 3,
    name: text('Room 4 m²', { de: 'Raum 4 m²' }),
    description: text('Room for the contents of a cellar.', { de: 'Platz für einen Kellerinhalt.' }),
    size: [2, 2, 2.5],
    categories: [32],
    units: 4,
    monthly: 79,
    features: [F.indoor, F.access],
  },
  {
    id: 303,
    locationId: 3,
    name: text('Room 8 m²', { de: 'Raum 8 m²' }),
    description: text('Room for the contents of a two-room flat.', {
      de: 'Platz für eine Zweizimmerwohnung.',
    }),
    size: [2, 4, 2.5],
    categories: [32],
    units: 3,
    monthly: 139,
    features: [F.indoor, F.access],
  },
  {
    id: 304,
    locationId: 3,
    name: text('Room 20 m²', { de: 'Raum 20 m²' }),
    description: text('Room for a whole household or business stock.', {
      de: 'Platz für einen ganzen Haushalt oder Warenbestand.',
    }),
    size: [4, 5, 2.5],
    categories: [32, 33],
    units: 2,
    monthly: 299,
    features: [F.indoor, F.ground],
  },
];

const IMAGE = (id: number) => `/sandbox-assets/unit-types/${id}.svg`;

/** Writes the demo data (README: "Demo data") when the database is empty. `today` anchors every date. */
export async function seed(db: Kysely<Database>, today: IsoDate): Promise<boolean> {
  const existing = await db.selectFrom('tenant').select('id').limit(1).executeTakeFirst();
  if (existing) return false;

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tenant')
      .values([
        {
          id: 1,
          slug: 'nordbox',
          name: 'Nordbox Self Storage',
          appearance: DEMO_TENANT_THEMES.nordbox,
          logo_url: '/sandbox-assets/logos/nordbox.svg',
          imprint_url: 'https://nordbox.example/imprint',
          privacy_policy_url: 'https://nordbox.example/privacy',
          cookie_policy_url: 'https://nordbox.example/cookies',
          terms_url: 'https://nordbox.example/terms',
          cancellation_policy_url: 'https://nordbox.example/cancellation',
          feature_flags: { languageSwitch: true },
          translations: {
            // The tenant's own words, over the app's catalogs key by key (shown as text only).
            en: {
              'web.flow.interest.intro':
                'Leave your details and Nordbox will call you as soon as a unit of this type is free.',
            },
            sv: {
              'web.flow.interest.intro':
                'Lämna dina uppgifter så ringer Nordbox dig så snart ett förråd av den här typen är ledigt.',
            },
          },
        },
        {
          id: 2,
          slug: 'citystash',
          name: 'CityStash',
          appearance: DEMO_TENANT_THEMES.citystash,
          logo_url: '/sandbox-assets/logos/citystash.svg',
          imprint_url: 'https://citystash.example/impressum',
          privacy_policy_url: 'https://citystash.example/datenschutz',
          cookie_policy_url: null,
          terms_url: 'https://citystash.example/agb',
          cancellation_policy_url: 'https://citystash.example/widerruf',
          feature_flags: { languageSwitch: true },
          translations: {
            // The unit list's heading in CityStash's own words (README: "Demo data").
            en: { 'web.flow.unitSelection.title': 'Storage in the middle of the city' },
            de: { 'web.flow.unitSelection.title': 'Lagerraum mitten in der Stadt' },
            pl: { 'web.flow.unitSelection.title': 'Magazyn w samym sercu miasta' },
          },
        },
      ])
      .execute();

    await trx
      .insertInto('translation')
      .values([
        { language: 'en', key: 'footer.poweredBy', value: 'Self storage booking by Stowly' },
        { language: 'de', key: 'footer.poweredBy', value: 'Lagerbuchung mit Stowly' },
        { language: 'sv', key: 'footer.poweredBy', value: 'Förrådsbokning med Stowly' },
      ])
      .execute();

    await trx
      .insertInto('country')
      .values([
        {
          id: 1,
          code: 'SE',
          name: text('Sweden', { sv: 'Sverige', de: 'Schweden', nb: 'Sverige' }),
          phone_prefix: '+46',
        },
        {
          id: 2,
          code: 'NO',
          name: text('Norway', { sv: 'Norge', de: 'Norwegen', nb: 'Norge' }),
          phone_prefix: '+47',
        },
        {
          id: 3,
          code: 'DE',
          name: text('Germany', { sv: 'Tyskland', de: 'Deutschland', nb: 'Tyskland' }),
          phone_prefix: '+49',
        },
        {
          id: 4,
          code: 'PL',
          name: text('Poland', { sv: 'Polen', de: 'Polen', nb: 'Polen', pl: 'Polska' }),
          phone_prefix: '+48',
        },
        {
          id: 5,
          code: 'DK',
          name: text('Denmark', { sv: 'Danmark', de: 'Dänemark', nb: 'Danmark' }),
          phone_prefix: '+45',
        },
        {
          id: 6,
          code: 'FI',
          name: text('Finland', { sv: 'Finland', de: 'Finnland', nb: 'Finland', fi: 'Suomi' }),
          phone_prefix: '+358',
        },
        {
          id: 7,
          code: 'GB',
          name: text('United Kingdom', {
            sv: 'Storbritannien',
            de: 'Vereinigtes Königreich',
            nb: 'Storbritannia',
          }),
          phone_prefix: '+44',
        },
        {
          id: 8,
          code: 'AT',
          name: text('Austria', { sv: 'Österrike', de: 'Österreich', nb: 'Østerrike' }),
          phone_prefix: '+43',
        },
      ])
      .execute();
    // And the rest of the world, as a real booking API lists it (the customer form's long list).
    await trx
      .insertInto('country')
      .values(worldCountries(new Set(['SE', 'NO', 'DE', 'PL', 'DK', 'FI', 'GB', 'AT']), 9))
      .execute();

    await trx
      .insertInto('location')
      .values([
        {
          id: 1,
          tenant_id: 1,
          name: 'Nordbox Stockholm Kungsholmen',
          street: 'Fleminggatan 41',
          postal_code: '112 32',
          city: 'Stockholm',
          country_code: 'SE',
          time_zone: 'Europe/Stockholm',
          currency_code: 'SEK',
          tax_rate: 25,
          earliest_bookable_date: addDays(today, -30),
          bookable_till: 60,
          imprint_url: 'https://nordbox.example/stockholm/imprint',
          privacy_policy_url: 'https://nordbox.example/stockholm/privacy',
          terms_url: 'https://nordbox.example/stockholm/terms',
          cancellation_policy_url: null,
          show_manage_access: true,
          languages: [
            { id: 'sv', name: 'Svenska' },
            { id: 'en', name: 'English' },
          ],
          default_country_id: 1,
          consents: consents({
            termsUrl: 'https://nordbox.example/stockholm/terms',
            privacyUrl: 'https://nordbox.example/stockholm/privacy',
          }),
          interest_registration_consents: interestConsents,
          snippets: [
            { type: 'GTM', typeId: 'GTM-NORDBOX1' },
            { type: 'GA', typeId: 'G-NORDBOX01' },
          ],
          requires_e_signature: true,
          requires_id_check: true,
          gate_code: '2580',
          access_hours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '06:00', closes: '22:00' }],
          notice_period_days: 14,
        },
        {
          id: 2,
          tenant_id: 1,
          name: 'Nordbox Oslo Grünerløkka',
          street: 'Thorvald Meyers gate 12',
          postal_code: '0555',
          city: 'Oslo',
          country_code: 'NO',
          time_zone: 'Europe/Oslo',
          currency_code: 'NOK',
          tax_rate: 25,
          earliest_bookable_date: addDays(today, -30),
          bookable_till: null,
          imprint_url: null,
          privacy_policy_url: null,
          show_manage_access: false,
          languages: [
            { id: 'nb', name: 'Norsk bokmål' },
            { id: 'en', name: 'English' },
          ],
          default_country_id: 2,
          consents: consents({
            termsUrl: 'https://nordbox.example/terms',
            privacyUrl: 'https://nordbox.example/privacy',
          }),
          interest_registration_consents: interestConsents,
          snippets: [{ type: 'GA', typeId: 'G-NORDBOX02' }],
          requires_e_signature: true,
          requires_id_check: true,
          gate_code: '1397',
          access_hours: [
            { weekdays: [1, 2, 3, 4, 5], opens: '06:00', closes: '23:00' },
            { weekdays: [6, 7], opens: '08:00', closes: '20:00' },
          ],
          notice_period_days: 30,
        },
        {
          id: 3,
          tenant_id: 2,
          name: 'CityStash Berlin Mitte',
          street: 'Chausseestraße 8',
          postal_code: '10115',
          city: 'Berlin',
          country_code: 'DE',
          time_zone: 'Europe/Berlin',
          currency_code: 'EUR',
          tax_rate: 19,
          earliest_bookable_date: addDays(today, 14),
          bookable_till: 90,
          imprint_url: 'https://citystash.example/berlin/impressum',
          privacy_policy_url: 'https://citystash.example/berlin/datenschutz',
          terms_url: null,
          cancellation_policy_url: 'https://citystash.example/berlin/widerruf',
          show_manage_access: true,
          languages: [
            { id: 'de', name: 'Deutsch' },
            { id: 'en', name: 'English' },
            { id: 'pl', name: 'Polski' },
          ],
          default_country_id: 3,
          consents: consents({
            termsUrl: 'https://citystash.example/agb',
            privacyUrl: 'https://citystash.example/berlin/datenschutz',
          }),
          interest_registration_consents: interestConsents,
          snippets: [{ type: 'GTM', typeId: 'GTM-CITYST1' }],
          requires_e_signature: true,
          requires_id_check: false,
          gate_code: '8642',
          access_hours: [{ weekdays: [1, 2, 3, 4, 5, 6], opens: '05:00', closes: '23:00' }],
          notice_period_days: 14,
        },
      ])
      .execute();

    await trx
      .insertInto('unit_type_category')
      .values([
        { id: 11, location_id: 1, name: text('Lockers', { sv: 'Skåp' }), description: null, sort_order: 1 },
        {
          id: 12,
          location_id: 1,
          name: text('Indoor rooms', { sv: 'Inomhusförråd' }),
          description: null,
          sort_order: 2,
        },
        {
          id: 13,
          location_id: 1,
          name: text('Drive-up', { sv: 'Garage' }),
          description: text('Units you can drive up to.', { sv: 'Förråd du kan köra fram till.' }),
          sort_order: 3,
        },
        {
          id: 21,
          location_id: 2,
          name: text('Indoor', { nb: 'Innendørs' }),
          description: null,
          sort_order: 1,
        },
        {
          id: 22,
          location_id: 2,
          name: text('Containers', { nb: 'Containere' }),
          description: null,
          sort_order: 2,
        },
        {
          id: 31,
          location_id: 3,
          name: text('Lockers', { de: 'Schließfächer' }),
          description: null,
          sort_order: 1,
        },
        { id: 32, location_id: 3, name: text('Rooms', { de: 'Räume' }), description: null, sort_order: 2 },
        {
          id: 33,
          location_id: 3,
          name: text('Business', { de: 'Gewerbe' }),
          description: text('Large rooms for business stock.', { de: 'Große Räume für Warenbestand.' }),
          sort_order: 3,
        },
      ])
      .execute();

    for (const [index, unitType] of UNIT_TYPES.entries()) {
      const [width, length, height] = unitType.size;
      await trx
        .insertInto('unit_type')
        .values({
          id: unitType.id,
          location_id: unitType.locationId,
          name: unitType.name,
          description: unitType.description,
          width,
          length,
          height,
          image_url: IMAGE(unitType.id),
          features: unitType.features,
          sort_order: index,
        })
        .execute();
      await trx
        .insertInto('unit_type_category_member')
        .values(unitType.categories.map((category_id) => ({ unit_type_id: unitType.id, category_id })))
        .execute();
      await trx
        .insertInto('unit')
        .values(
          Array.from({ length: unitType.units }, (_, n) => ({
            id: unitType.id * 100 + n + 1,
            unit_type_id: unitType.id,
            name: `${String.fromCharCode(65 + (unitType.id % 10))}${n + 1}`,
          })),
        )
        .execute();
      // Billing periods: monthly (with insurances), monthly on a 12-month term (with insurances,
      // 10 % cheaper), weekly (no insurances).
      const monthly = unitType.monthly;
      await trx
        .insertInto('billing_period')
        .values([
          {
            id: unitType.id * 10 + 1,
            unit_type_id: unitType.id,
            name: text('Monthly', { sv: 'Månadsvis', de: 'Monatlich', nb: 'Månedlig' }),
            period: 'monthly',
            amount: monthly,
            minimum_periods: 1,
            notice_period_days: 14,
            sort_order: 1,
          },
          {
            id: unitType.id * 10 + 2,
            unit_type_id: unitType.id,
            name: text('Monthly, 12-month term', {
              sv: 'Månadsvis, 12 månaders bindning',
              de: 'Monatlich, 12 Monate Laufzeit',
              nb: 'Månedlig, 12 måneders binding',
            }),
            period: 'monthly',
            amount: Math.round(monthly * 0.9 * 100) / 100,
            minimum_periods: 12,
            notice_period_days: 30,
            sort_order: 2,
          },
          {
            id: unitType.id * 10 + 3,
            unit_type_id: unitType.id,
            name: text('Weekly', { sv: 'Veckovis', de: 'Wöchentlich', nb: 'Ukentlig' }),
            period: 'weekly',
            amount: Math.round(((monthly * 12) / 52) * 1.1 * 100) / 100,
            minimum_periods: 2,
            notice_period_days: 7,
            sort_order: 3,
          },
        ])
        .execute();
    }

    const LOCATION_PRICE_FACTOR: Record<number, number> = { 1: 1, 2: 1, 3: 0.1 };
    for (const locationId of [1, 2, 3]) {
      const factor = LOCATION_PRICE_FACTOR[locationId] ?? 1;
      const base = locationId * 100;
      await trx
        .insertInto('insurance')
        .values([
          {
            id: base + 1,
            location_id: locationId,
            name: text('Basic cover', { sv: 'Grundskydd', de: 'Basisschutz', nb: 'Grunndekning' }),
            description: text('Covers fire, water and burglary up to the amount.', {
              sv: 'Täcker brand, vatten och inbrott upp till beloppet.',
              de: 'Deckt Feuer, Wasser und Einbruch bis zur Summe.',
              nb: 'Dekker brann, vann og innbrudd opp til beløpet.',
            }),
            coverage_amount: 50000 * factor,
            sort_order: 1,
          },
          {
            id: base + 2,
            location_id: locationId,
            name: text('Plus cover', { sv: 'Plusskydd', de: 'Plusschutz', nb: 'Plussdekning' }),
            description: text('Higher cover for furniture and electronics.', {
              sv: 'Högre skydd för möbler och elektronik.',
              de: 'Höherer Schutz für Möbel und Elektronik.',
              nb: 'Høyere dekning for møbler og elektronikk.',
            }),
            coverage_amount: 150000 * factor,
            sort_order: 2,
          },
          {
            id: base + 3,
            location_id: locationId,
            name: text('Premium cover', { sv: 'Premiumskydd', de: 'Premiumschutz', nb: 'Premiumdekning' }),
            description: text('For valuable goods and business stock.', {
              sv: 'För värdefulla saker och varulager.',
              de: 'Für Wertsachen und Warenbestand.',
              nb: 'For verdisaker og varelager.',
            }),
            coverage_amount: 400000 * factor,
            sort_order: 3,
          },
        ])
        .execute();
      const monthlyPlans = UNIT_TYPES.filter((unitType) => unitType.locationId === locationId).flatMap(
        (unitType) => [unitType.id * 10 + 1, unitType.id * 10 + 2],
      );
      await trx
        .insertInto('insurance_price')
        .values(
          monthlyPlans.flatMap((billing_period_id) => [
            { insurance_id: base + 1, billing_period_id, amount: 69 * factor },
            { insurance_id: base + 2, billing_period_id, amount: 149 * factor },
            { insurance_id: base + 3, billing_period_id, amount: 299 * factor },
          ]),
        )
        .execute();
      await trx
        .insertInto('optional_product')
        .values([
          {
            id: base + 11,
            location_id: locationId,
            name: text('Padlock', { sv: 'Hänglås', de: 'Vorhängeschloss', nb: 'Hengelås' }),
            description: text('A disc padlock with two keys.', {
              sv: 'Ett diskuslås med två nycklar.',
              de: 'Ein Diskusschloss mit zwei Schlüsseln.',
              nb: 'En diskoslås med to nøkler.',
            }),
            frequency: 'one_time',
            amount: 149 * factor,
            amount_weekly: null,
            max_quantity: 3,
            image_url: null,
            sort_order: 1,
          },
          {
            id: base + 12,
            location_id: locationId,
            name: text('Moving boxes, 10 pack', {
              sv: 'Flyttkartonger, 10-pack',
              de: 'Umzugskartons, 10er-Pack',
              nb: 'Flytteesker, 10-pakning',
            }),
            description: text('Sturdy boxes, 60 × 40 × 40 cm.', {
              sv: 'Stadiga kartonger, 60 × 40 × 40 cm.',
              de: 'Stabile Kartons, 60 × 40 × 40 cm.',
              nb: 'Solide esker, 60 × 40 × 40 cm.',
            }),
            frequency: 'one_time',
            amount: 249 * factor,
            amount_weekly: null,
            max_quantity: 10,
            image_url: null,
            sort_order: 2,
          },
          {
            id: base + 13,
            location_id: locationId,
            name: text('Extra key card', {
              sv: 'Extra passerkort',
              de: 'Zusätzliche Zugangskarte',
              nb: 'Ekstra adgangskort',
            }),
            description: text('A second card for someone you trust.', {
              sv: 'Ett andra kort till någon du litar på.',
              de: 'Eine zweite Karte für eine Vertrauensperson.',
              nb: 'Et ekstra kort til noen du stoler på.',
            }),
            frequency: 'recurring',
            amount: 49 * factor,
            amount_weekly: 12 * factor,
            max_quantity: 2,
            image_url: null,
            sort_order: 3,
          },
          {
            id: base + 14,
            location_id: locationId,
            name: text('Climate control', {
              sv: 'Klimatstyrning',
              de: 'Klimatisierung',
              nb: 'Klimakontroll',
            }),
            description: text('Stable temperature and humidity.', {
              sv: 'Jämn temperatur och luftfuktighet.',
              de: 'Konstante Temperatur und Luftfeuchte.',
              nb: 'Stabil temperatur og luftfuktighet.',
            }),
            frequency: 'recurring',
            amount: 199 * factor,
            amount_weekly: 49 * factor,
            max_quantity: 1,
            image_url: null,
            sort_order: 4,
          },
        ])
        .execute();
    }

    for (const tenantId of [1, 2]) {
      const base = tenantId * 10;
      const lockers = tenantId === 1 ? [101] : [301];
      await trx
        .insertInto('discount_code')
        .values([
          {
            id: base + 1,
            tenant_id: tenantId,
            code: 'WELCOME10',
            discount_type: 'percentage',
            discount_value: 10,
            duration: 'forever',
            duration_month: null,
            valid_from: null,
            valid_until: null,
            unit_type_ids: null,
          },
          {
            id: base + 2,
            tenant_id: tenantId,
            code: 'FIRSTHALF',
            discount_type: 'percentage',
            discount_value: 50,
            duration: 'once',
            duration_month: null,
            valid_from: null,
            valid_until: null,
            unit_type_ids: null,
          },
          {
            id: base + 3,
            tenant_id: tenantId,
            code: 'THREEMONTHS',
            discount_type: 'amount',
            discount_value: tenantId === 1 ? 200 : 20,
            duration: 'multiple_month',
            duration_month: 3,
            valid_from: null,
            valid_until: null,
            unit_type_ids: null,
          },
          {
            id: base + 4,
            tenant_id: tenantId,
            code: 'SPRING24',
            discount_type: 'percentage',
            discount_value: 25,
            duration: 'once',
            duration_month: null,
            valid_from: '2024-03-01',
            valid_until: '2024-05-31',
            unit_type_ids: null,
          },
          {
            id: base + 5,
            tenant_id: tenantId,
            code: 'LOCKER20',
            discount_type: 'percentage',
            discount_value: 20,
            duration: 'forever',
            duration_month: null,
            valid_from: null,
            valid_until: null,
            unit_type_ids: lockers,
          },
          {
            id: base + 6,
            tenant_id: tenantId,
            code: 'FLAT100',
            discount_type: 'amount',
            discount_value: tenantId === 1 ? 100 : 10,
            duration: 'once',
            duration_month: null,
            valid_from: null,
            valid_until: null,
            unit_type_ids: null,
          },
          {
            id: base + 7,
            tenant_id: tenantId,
            code: 'BUSINESS15',
            discount_type: 'percentage',
            discount_value: 15,
            duration: 'forever',
            duration_month: null,
            valid_from: null,
            valid_until: null,
            unit_type_ids: null,
            customer_types: ['business'],
          },
          {
            id: base + 8,
            tenant_id: tenantId,
            code: 'MONTHLY5',
            discount_type: 'percentage',
            discount_value: 5,
            duration: 'forever',
            duration_month: null,
            valid_from: null,
            valid_until: null,
            unit_type_ids: null,
            billing_periods: ['monthly'],
          },
          {
            id: base + 9,
            tenant_id: tenantId,
            code: 'NEXTSEASON',
            discount_type: 'percentage',
            discount_value: 30,
            duration: 'once',
            duration_month: null,
            valid_from: addMonths(today, 3),
            valid_until: addMonths(today, 6),
            unit_type_ids: null,
          },
        ])
        .execute();
    }

    const password_hash = await hashPassword(DEMO_PASSWORD);
    await trx
      .insertInto('customer')
      .values([
        {
          id: 1,
          tenant_id: 1,
          customer_type: 'private',
          email: 'anna@example.com',
          firstname: 'Anna',
          lastname: 'Lindqvist',
          phone_prefix: '+46',
          phone_number: '701234567',
          street: 'Hantverkargatan 5',
          city: 'Stockholm',
          postal_code: '112 21',
          country_id: 1,
          password_hash,
        },
        {
          id: 2,
          tenant_id: 1,
          customer_type: 'business',
          company_name: 'Nordic Bygg AB',
          company_tax_id: 'SE556677889901',
          email: 'bygg@example.com',
          firstname: 'Erik',
          lastname: 'Berg',
          phone_prefix: '+46',
          phone_number: '731112233',
          street: 'Industrivägen 3',
          city: 'Solna',
          postal_code: '171 48',
          country_id: 1,
          password_hash,
        },
        {
          id: 3,
          tenant_id: 2,
          customer_type: 'private',
          email: 'jonas@example.com',
          firstname: 'Jonas',
          lastname: 'Weber',
          phone_prefix: '+49',
          phone_number: '1701234567',
          street: 'Invalidenstraße 44',
          city: 'Berlin',
          postal_code: '10115',
          country_id: 3,
          password_hash,
        },
        {
          // Anna's active shared-access manager at Stockholm (an account, no bookings of his own).
          id: 4,
          tenant_id: 1,
          customer_type: 'private',
          email: 'johan@example.com',
          firstname: 'Johan',
          lastname: 'Lindqvist',
          country_id: 1,
          password_hash,
          activated_at: `${addDays(today, -8)}T18:00:00Z`,
        },
      ])
      .execute();
    // Identity columns: continue after the seeded ids.
    for (const table of [
      'customer',
      'booking',
      'invoice',
      'payment_method',
      'notification',
      'shared_access_manager',
    ] as const) {
      await sqlResetIdentity(trx, table, 100);
    }

    const bookings = [
      // Anna: Stockholm (a 10 m² room, leaving one free; and one of the two garages) and Oslo.
      {
        id: 1,
        customer_id: 1,
        location_id: 1,
        unit_id: 10301,
        unit_type_id: 103,
        billing_period_id: 1031,
        insurance_id: 102,
        move_in_date: addMonths(today, -8),
        recurring: 1990 + 149,
      },
      {
        id: 2,
        customer_id: 1,
        location_id: 1,
        unit_id: 10401,
        unit_type_id: 104,
        billing_period_id: 1041,
        insurance_id: null,
        move_in_date: addMonths(today, -3),
        recurring: 2890,
      },
      {
        id: 3,
        customer_id: 1,
        location_id: 2,
        unit_id: 20301,
        unit_type_id: 203,
        billing_period_id: 2031,
        insurance_id: 201,
        move_in_date: addMonths(today, -5),
        recurring: 1990 + 69,
      },
      // Nordic Bygg: the other Stockholm garage.
      {
        id: 4,
        customer_id: 2,
        location_id: 1,
        unit_id: 10402,
        unit_type_id: 104,
        billing_period_id: 1042,
        insurance_id: 103,
        move_in_date: addMonths(today, -14),
        recurring: 2601 + 299,
      },
      // Jonas: Berlin, one of the two 20 m² rooms.
      {
        id: 5,
        customer_id: 3,
        location_id: 3,
        unit_id: 30401,
        unit_type_id: 304,
        billing_period_id: 3041,
        insurance_id: 301,
        move_in_date: addMonths(today, -2),
        recurring: 299 + 6.9,
      },
    ];
    const currency: Record<number, string> = { 1: 'SEK', 2: 'NOK', 3: 'EUR' };
    for (const booking of bookings) {
      await trx
        .insertInto('booking')
        .values({
          id: booking.id,
          customer_id: booking.customer_id,
          location_id: booking.location_id,
          unit_id: booking.unit_id,
          unit_type_id: booking.unit_type_id,
          billing_period_id: booking.billing_period_id,
          insurance_id: booking.insurance_id,
          move_in_date: booking.move_in_date,
          end_date: null,
          recurring_amount: booking.recurring,
          currency_code: currency[booking.location_id] ?? 'EUR',
          discount: null,
          // Booked at the counter, identity seen there; Anna's Oslo booking still waits for its check.
          identity_checked_at: booking.id === 3 ? null : `${booking.move_in_date}T09:00:00Z`,
        })
        .execute();
    }

    // Invoices: paid history for past months, the current month open, one overdue for Anna.
    let invoiceId = 1;
    let overdueInvoiceId: number | null = null;
    for (const booking of bookings) {
      const months = booking.id === 4 ? 6 : 4;
      for (let back = months; back >= 0; back--) {
        const issue = addMonths(today, -back);
        const status = back === 0 ? 'open' : booking.id === 1 && back === 1 ? 'overdue' : 'paid';
        const amount = Math.round(booking.recurring * 1.25 * 100) / 100;
        await trx
          .insertInto('invoice')
          .values({
            id: invoiceId,
            number: `INV-${String(booking.location_id).padStart(2, '0')}-${String(invoiceId).padStart(5, '0')}`,
            customer_id: booking.customer_id,
            location_id: booking.location_id,
            booking_id: booking.id,
            issue_date: issue,
            due_date: addDays(issue, 14),
            status,
            amount,
            amount_due: status === 'paid' ? 0 : amount,
            currency_code: currency[booking.location_id] ?? 'EUR',
          })
          .execute();
        if (status === 'overdue') overdueInvoiceId = invoiceId;
        invoiceId++;
      }
    }

    await trx
      .insertInto('payment_method')
      .values([
        {
          id: 1,
          customer_id: 1,
          location_id: 1,
          type: 'card',
          brand: 'visa',
          last4: '4242',
          exp_month: 8,
          exp_year: Number(today.slice(0, 4)) + 2,
          holder_name: 'Anna Lindqvist',
          status: 'valid',
        },
        {
          id: 2,
          customer_id: 1,
          location_id: 2,
          type: 'card',
          brand: 'mastercard',
          last4: '4444',
          exp_month: 1,
          exp_year: Number(today.slice(0, 4)) - 1,
          holder_name: 'Anna Lindqvist',
          status: 'expired',
        },
        {
          id: 3,
          customer_id: 2,
          location_id: 1,
          type: 'sepa_debit',
          brand: null,
          last4: '3000',
          exp_month: null,
          exp_year: null,
          holder_name: 'Nordic Bygg AB',
          status: 'valid',
        },
        {
          id: 4,
          customer_id: 3,
          location_id: 3,
          type: 'card',
          brand: 'visa',
          last4: '1881',
          exp_month: 12,
          exp_year: Number(today.slice(0, 4)) + 1,
          holder_name: 'Jonas Weber',
          status: 'valid',
        },
      ])
      .execute();

    await trx
      .insertInto('notification')
      .values([
        {
          id: 1,
          created_at: `${addDays(today, -15)}T09:00:00Z`,
          customer_id: 1,
          location_id: 1,
          type: 'warning',
          invoice_id: overdueInvoiceId,
          title: text('Invoice overdue', { sv: 'Faktura förfallen' }),
          text: text('Your last invoice is overdue. Please pay it to keep access.', {
            sv: 'Din senaste faktura har förfallit. Betala den för att behålla tillgången.',
          }),
          read: false,
        },
        {
          id: 2,
          created_at: `${addDays(today, -12)}T09:00:00Z`,
          customer_id: 1,
          location_id: 1,
          type: 'info',
          title: text('New opening hours', { sv: 'Nya öppettider' }),
          text: text('From next month the site is open 5–24.', {
            sv: 'Från nästa månad är anläggningen öppen 5–24.',
          }),
          read: true,
        },
        {
          id: 3,
          created_at: `${addDays(today, -9)}T09:00:00Z`,
          customer_id: 1,
          location_id: 2,
          type: 'error',
          title: text('Card expired', { nb: 'Kortet er utløpt' }),
          text: text('The card for your Oslo booking has expired. Update your payment method.', {
            nb: 'Kortet for bookingen i Oslo er utløpt. Oppdater betalingsmåten.',
          }),
          read: false,
        },
        {
          id: 4,
          created_at: `${addDays(today, -6)}T09:00:00Z`,
          customer_id: 1,
          location_id: null,
          type: 'success',
          title: text('Welcome to Nordbox'),
          text: text('Your customer account is ready.'),
          read: true,
        },
        {
          id: 5,
          created_at: `${addDays(today, -3)}T09:00:00Z`,
          customer_id: 3,
          location_id: 3,
          type: 'info',
          title: text('Lift maintenance', { de: 'Aufzugswartung' }),
          text: text('The goods lift is serviced on Monday morning.', {
            de: 'Der Lastenaufzug wird am Montagmorgen gewartet.',
          }),
          read: false,
        },
      ])
      .execute();

    await trx
      .insertInto('shared_access_manager')
      .values([
        {
          id: 1,
          created_at: `${addDays(today, -9)}T09:00:00Z`,
          customer_id: 1,
          location_id: 1,
          name: 'Johan Lindqvist',
          email: 'johan@example.com',
          status: 'active',
          // Johan accepted: he signs in as customer 4 and sees Anna's Stockholm bookings and invoices.
          manager_customer_id: 4,
          accepted_at: `${addDays(today, -8)}T18:00:00Z`,
        },
        {
          id: 2,
          created_at: `${addDays(today, -6)}T09:00:00Z`,
          customer_id: 1,
          location_id: 1,
          name: 'Sara Ek',
          email: 'sara@example.com',
          status: 'invited',
        },
        {
          id: 3,
          created_at: `${addDays(today, -3)}T09:00:00Z`,
          customer_id: 3,
          location_id: 3,
          name: 'Mia Weber',
          email: 'mia@example.com',
          status: 'active',
        },
      ])
      .execute();

    await trx
      .insertInto('oauth_client')
      .values({
        id: 'stowly-web',
        secret_hash: null,
        // Registered at start, matched exactly: `/auth` (and the post-logout `/logout` and
        // `/customer-portal`, which the spec's sign-out and change password send) on the origin the
        // sandbox listens on, plus SANDBOX_REDIRECT_URIS (src/identity/clients.ts). Not native:
        // no loopback redirect URI on any port.
        redirect_uris: [],
        post_logout_redirect_uris: [],
        grants: ['authorization_code', 'refresh_token'],
      })
      .execute();
  });
  return true;
}

async function sqlResetIdentity(trx: Kysely<Database>, table: string, next: number): Promise<void> {
  const { sql } = await import('kysely');
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), ${next}, false)`.execute(trx);
}
