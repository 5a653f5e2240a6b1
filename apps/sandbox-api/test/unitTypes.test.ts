import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/calendar';
import { mintCaptchaToken } from '../src/providers/captcha';
import { createTestSandbox, TEST_TODAY, type TestSandbox } from './support/createTestSandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const ORIGIN = 'http://127.0.0.1:8080';
const BERLIN_EARLIEST = addDays(TEST_TODAY, 14);

async function get(path: string, language?: string) {
  const response = await sandbox.api(path, { headers: language ? { 'Content-Language': language } : {} });
  return { status: response.status, body: await response.json() };
}

async function post(path: string, body: unknown, language?: string) {
  const response = await sandbox.api(path, {
    method: 'POST',
    body,
    headers: language ? { 'Content-Language': language } : {},
  });
  return { status: response.status, body: await response.json() };
}

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('listUnitTypeCategories', () => {
  it("answers the locations' categories in the order of locationIds, texts in the language", async () => {
    const { status, body } = await get('/v1/unit-type/category?locationIds=1', 'sv');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { id: 11, locationId: 1, name: 'Skåp', description: null },
      { id: 12, locationId: 1, name: 'Inomhusförråd', description: null },
      { id: 13, locationId: 1, name: 'Garage', description: 'Förråd du kan köra fram till.' },
    ]);
    expect(ids((await get('/v1/unit-type/category?locationIds=3,1')).body.data)).toEqual([
      31, 32, 33, 11, 12, 13,
    ]);
    expect((await get('/v1/unit-type/category?locationIds=3', 'fr')).body.data[2]).toEqual({
      id: 33,
      locationId: 3,
      name: 'Business',
      description: 'Large rooms for business stock.',
    });
  });

  it('answers 404 for an unknown location', async () => {
    const { status, body } = await get('/v1/unit-type/category?locationIds=1,77');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not-found');
  });
});

describe('listUnitTypes', () => {
  it('describes unit types with size, cheapest plan, free units and absolute image URLs', async () => {
    const { status, body } = await get('/v1/unit-type?locationIds=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, pageSize: 10, lastPage: 1, total: 4 });
    expect(body.data[0]).toEqual({
      id: 101,
      locationId: 1,
      name: 'Locker S',
      description: 'A locker for boxes, bags and sports gear.',
      categoryIds: [11],
      size: { width: 1, length: 1, height: 1.2, area: 1, unit: 'm' },
      imageUrl: `${ORIGIN}/sandbox-assets/unit-types/101.svg`,
      // The 12-month plan (261 a month) beats the monthly one and the weekly one (73.62 ≈ 319 a month).
      priceFrom: { amount: 261, amountInclTax: 326.25, taxRate: 25, period: 'monthly' },
      available: true,
      availableUnits: 6,
      features: ['Indoor, heated', 'Access 6–23 every day'],
    });
    // 103 has exactly one free unit; 104 is sold out.
    expect(
      body.data.map((unitType: { id: number; availableUnits: number; available: boolean }) => [
        unitType.id,
        unitType.availableUnits,
        unitType.available,
      ]),
    ).toEqual([
      [101, 6, true],
      [102, 4, true],
      [103, 1, true],
      [104, 0, false],
    ]);
  });

  it('filters by availability, category and area', async () => {
    expect(ids((await get('/v1/unit-type?locationIds=1&available=true')).body.data)).toEqual([101, 102, 103]);
    expect(ids((await get('/v1/unit-type?locationIds=1,2&available=false')).body.data)).toEqual([104, 203]);
    expect(ids((await get('/v1/unit-type?locationIds=1&categoryIds=12')).body.data)).toEqual([102, 103]);
    expect(ids((await get('/v1/unit-type?locationIds=1,3&categoryIds=11,33')).body.data)).toEqual([101, 304]);
    expect(ids((await get('/v1/unit-type?locationIds=1&minArea=5&maxArea=10')).body.data)).toEqual([
      102, 103,
    ]);
    expect(ids((await get('/v1/unit-type?locationIds=3&minArea=8')).body.data)).toEqual([303, 304]);
  });

  it('pages the list', async () => {
    const second = (await get('/v1/unit-type?locationIds=1,2&pageSize=3&page=2')).body;
    expect(second).toMatchObject({ page: 2, pageSize: 3, lastPage: 3, total: 7 });
    expect(ids(second.data)).toEqual([104, 201, 202]);
    const beyond = (await get('/v1/unit-type?locationIds=1&pageSize=3&page=9')).body;
    expect(beyond).toMatchObject({ data: [], page: 9, lastPage: 2, total: 4 });
    const empty = (await get('/v1/unit-type?locationIds=1&minArea=100')).body;
    expect(empty).toMatchObject({ data: [], page: 1, lastPage: 1, total: 0 });
  });

  it('refuses minArea above maxArea and unknown locations', async () => {
    const areas = await get('/v1/unit-type?locationIds=1&minArea=10&maxArea=5');
    expect(areas.status).toBe(400);
    expect(areas.body.error).toMatchObject({
      code: 'bad-request',
      details: [{ field: 'minArea', code: 'maximum' }],
    });
    expect((await get('/v1/unit-type?locationIds=9')).status).toBe(404);
  });

  it('names and features in the language, English where a text is missing', async () => {
    const german = (await get('/v1/unit-type?locationIds=3', 'de')).body.data;
    expect(german[0]).toMatchObject({
      name: 'Schließfach',
      features: ['Innen, beheizt', 'Zugang täglich 6–23 Uhr'],
    });
    expect(german.find((unitType: { id: number }) => unitType.id === 304).categoryIds).toEqual([32, 33]);
    const polish = (await get('/v1/unit-type?locationIds=3', 'pl')).body.data;
    expect(polish[0]).toMatchObject({ name: 'Locker', description: 'For documents, boxes and small items.' });
  });
});

describe('getUnitType', () => {
  it('answers one unit type with its availability', async () => {
    const { status, body } = await get('/v1/unit-type/103', 'sv');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 103,
      name: 'Förråd 10 m²',
      size: { width: 2.5, length: 4, height: 2.4, area: 10, unit: 'm' },
      priceFrom: { amount: 1791, amountInclTax: 2238.75, taxRate: 25, period: 'monthly' },
      available: true,
      availableUnits: 1,
    });
    expect((await get('/v1/unit-type/104')).body.data).toMatchObject({ available: false, availableUnits: 0 });
    expect((await get('/v1/unit-type/203')).body.data).toMatchObject({ available: false, availableUnits: 0 });
  });

  it('answers 404 for an unknown unit type, in the language', async () => {
    const { status, body } = await get('/v1/unit-type/999', 'de');
    expect(status).toBe(404);
    expect(body.error).toEqual({
      code: 'not-found',
      message: 'Die Einheitenart wurde nicht gefunden.',
      details: [],
    });
  });
});

describe('getUnitAvailability', () => {
  const availability = async (unitTypeId: number, moveIn: string, categoryId?: number) =>
    get(
      `/v1/unit-type/${unitTypeId}/available-unit?moveIn=${moveIn}${categoryId ? `&categoryId=${categoryId}` : ''}`,
    );

  it('counts free units for the move-in date', async () => {
    expect((await availability(103, TEST_TODAY)).body).toEqual({
      data: { available: true, availableUnits: 1, nextAvailableDate: null },
    });
    expect((await availability(102, addDays(TEST_TODAY, 60))).body.data).toEqual({
      available: true,
      availableUnits: 4,
      nextAvailableDate: null,
    });
    // Sold out with open-ended bookings: nothing frees up.
    expect((await availability(104, TEST_TODAY)).body.data).toEqual({
      available: false,
      availableUnits: 0,
      nextAvailableDate: null,
    });
  });

  it('a date outside the booking window is not available, and names the first bookable day', async () => {
    expect((await availability(102, addDays(TEST_TODAY, -1))).body.data).toEqual({
      available: false,
      availableUnits: 0,
      nextAvailableDate: TEST_TODAY,
    });
    expect((await availability(102, addDays(TEST_TODAY, 61))).body.data.available).toBe(false);
    // Berlin: bookable from two weeks ahead.
    expect((await availability(302, TEST_TODAY)).body.data).toEqual({
      available: false,
      availableUnits: 0,
      nextAvailableDate: BERLIN_EARLIEST,
    });
    expect((await availability(302, BERLIN_EARLIEST)).body.data).toEqual({
      available: true,
      availableUnits: 4,
      nextAvailableDate: null,
    });
    expect((await availability(304, BERLIN_EARLIEST)).body.data.availableUnits).toBe(1);
  });

  it('with a category: units of the type in that category; unknown ids answer 404', async () => {
    expect((await availability(102, TEST_TODAY, 12)).body.data.available).toBe(true);
    expect((await availability(102, TEST_TODAY, 11)).body.data).toEqual({
      available: false,
      availableUnits: 0,
      nextAvailableDate: null,
    });
    const category = await availability(102, TEST_TODAY, 999);
    expect(category.status).toBe(404);
    expect(category.body.error.code).toBe('not-found');
    expect((await availability(999, TEST_TODAY)).status).toBe(404);
  });
});

describe('listBillingPeriods', () => {
  it('answers the plans with insurance flag, minimum term and notice period', async () => {
    const { status, body } = await get('/v1/unit-type/102/billing-period', 'sv');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [
        {
          id: 1021,
          name: 'Månadsvis',
          period: 'monthly',
          amount: 1190,
          amountInclTax: 1487.5,
          taxRate: 25,
          hasInsurances: true,
          minimumPeriods: 1,
          noticePeriodDays: 14,
        },
        {
          id: 1022,
          name: 'Månadsvis, 12 månaders bindning',
          period: 'monthly',
          amount: 1071,
          amountInclTax: 1338.75,
          taxRate: 25,
          hasInsurances: true,
          minimumPeriods: 12,
          noticePeriodDays: 30,
        },
        {
          id: 1023,
          name: 'Veckovis',
          period: 'weekly',
          amount: 302.08,
          amountInclTax: 377.6,
          taxRate: 25,
          hasInsurances: false,
          minimumPeriods: 2,
          noticePeriodDays: 7,
        },
      ],
      page: 1,
      pageSize: 10,
      lastPage: 1,
      total: 3,
    });
  });

  it('filters by billingPeriodIds (ids of other unit types match nothing) and pages', async () => {
    expect(ids((await get('/v1/unit-type/102/billing-period?billingPeriodIds=1022,2011')).body.data)).toEqual(
      [1022],
    );
    expect((await get('/v1/unit-type/102/billing-period?billingPeriodIds=2011')).body).toMatchObject({
      data: [],
      total: 0,
      lastPage: 1,
    });
    const paged = (await get('/v1/unit-type/102/billing-period?pageSize=2&page=2')).body;
    expect(paged).toMatchObject({ page: 2, lastPage: 2, total: 3 });
    expect(ids(paged.data)).toEqual([1023]);
  });

  it('answers 404 for an unknown unit type', async () => {
    expect((await get('/v1/unit-type/999/billing-period')).status).toBe(404);
  });
});

describe('listInsurances', () => {
  it('answers the insurances of the plan, priced per period and billed with the plan', async () => {
    const { status, body } = await get(
      '/v1/unit-type/102/insurance?billingPeriodId=1021&page=1&pageSize=30',
      'de',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, pageSize: 30, lastPage: 1, total: 3 });
    expect(body.data[0]).toEqual({
      id: 101,
      name: 'Basisschutz',
      description: 'Deckt Feuer, Wasser und Einbruch bis zur Summe.',
      coverageAmount: 50000,
      billingPeriod: { id: 1021, period: 'monthly', amount: 69, amountInclTax: 86.25, taxRate: 25 },
    });
    expect(
      body.data.map((insurance: { billingPeriod: { amount: number } }) => insurance.billingPeriod.amount),
    ).toEqual([69, 149, 299]);
    const berlin = (await get(`/v1/unit-type/302/insurance?billingPeriodId=3022`)).body.data;
    expect(berlin[0]).toMatchObject({
      id: 301,
      coverageAmount: 5000,
      // Berlin's 19 %: 6.90 × 1.19 = 8.211, rounded to the cent.
      billingPeriod: { id: 3022, amount: 6.9, amountInclTax: 8.21, taxRate: 19 },
    });
  });

  it('a plan without insurances answers an empty page', async () => {
    expect((await get('/v1/unit-type/102/insurance?billingPeriodId=1023')).body).toEqual({
      data: [],
      page: 1,
      pageSize: 10,
      lastPage: 1,
      total: 0,
    });
  });

  it("answers 404 for an unknown unit type or a plan that is not the unit type's", async () => {
    expect((await get('/v1/unit-type/102/insurance?billingPeriodId=2011')).status).toBe(404);
    expect((await get('/v1/unit-type/999/insurance?billingPeriodId=1021')).status).toBe(404);
  });
});

describe('listOptionalProducts', () => {
  it("answers the location's products; recurring ones priced per period of the plan", async () => {
    const monthly = (await get('/v1/unit-type/102/optional-product?billingPeriodId=1021', 'sv')).body;
    expect(monthly).toMatchObject({ total: 4, lastPage: 1 });
    expect(monthly.data[0]).toEqual({
      id: 111,
      name: 'Hänglås',
      description: 'Ett diskuslås med två nycklar.',
      frequency: 'one_time',
      amount: 149,
      amountInclTax: 186.25,
      taxRate: 25,
      maxQuantity: 3,
      imageUrl: null,
    });
    const amounts = (list: { id: number; amount: number }[]) =>
      list.map((product) => [product.id, product.amount]);
    expect(amounts(monthly.data)).toEqual([
      [111, 149],
      [112, 249],
      [113, 49],
      [114, 199],
    ]);
    expect(amounts((await get('/v1/unit-type/102/optional-product?billingPeriodId=1023')).body.data)).toEqual(
      [
        [111, 149],
        [112, 249],
        [113, 12],
        [114, 49],
      ],
    );
    expect(amounts((await get('/v1/unit-type/302/optional-product')).body.data)).toEqual([
      [311, 14.9],
      [312, 24.9],
      [313, 4.9],
      [314, 19.9],
    ]);
  });

  it('filters one-time and recurring products by their own id lists', async () => {
    const base = '/v1/unit-type/102/optional-product?billingPeriodId=1021&unitTypeId=102';
    expect(ids((await get(`${base}&productIds=111`)).body.data)).toEqual([111, 113, 114]);
    expect(ids((await get(`${base}&recurringProductIds=114`)).body.data)).toEqual([111, 112, 114]);
    expect(ids((await get(`${base}&productIds=111&recurringProductIds=114,311`)).body.data)).toEqual([
      111, 114,
    ]);
    // An id of the other frequency matches nothing in its list.
    expect(ids((await get(`${base}&productIds=113&recurringProductIds=111`)).body.data)).toEqual([]);
  });

  it('refuses a unitTypeId that differs from the path, and unknown unit types or plans', async () => {
    const mismatch = await get('/v1/unit-type/102/optional-product?unitTypeId=103');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toMatchObject({
      code: 'bad-request',
      details: [{ field: 'unitTypeId', code: 'const' }],
    });
    expect((await get('/v1/unit-type/102/optional-product?billingPeriodId=2011')).status).toBe(404);
    expect((await get('/v1/unit-type/999/optional-product')).status).toBe(404);
  });
});

describe('validateDiscountCode', () => {
  const validate = (unitTypeId: number, body: Record<string, unknown>, language?: string) =>
    post(
      `/v1/unit-type/${unitTypeId}/discount/validation`,
      { billingPeriodId: unitTypeId * 10 + 1, customerType: 'private', moveIn: TEST_TODAY, ...body },
      language,
    );

  it('describes a valid code, matched case-insensitively', async () => {
    expect(await validate(102, { discountCode: ' threemonths ' })).toEqual({
      status: 200,
      body: {
        data: {
          code: 'THREEMONTHS',
          discountType: 'amount',
          discountValue: 200,
          duration: 'multiple_month',
          durationMonth: 3,
        },
      },
    });
    expect(
      (await validate(102, { discountCode: 'WELCOME10', insuranceId: 101, insuranceBillingPeriodId: 1021 }))
        .body.data,
    ).toEqual({
      code: 'WELCOME10',
      discountType: 'percentage',
      discountValue: 10,
      duration: 'forever',
      durationMonth: null,
    });
    expect((await validate(101, { discountCode: 'locker20' })).status).toBe(200);
  });

  it('refuses a code that does not apply and says why, in the detail and in the language', async () => {
    const reasonOf = async (unitTypeId: number, body: Record<string, unknown>) => {
      const answer = await validate(unitTypeId, body);
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe('invalid-discount-code');
      expect(answer.body.error.details).toHaveLength(1);
      expect(answer.body.error.details[0]).toMatchObject({ field: 'discountCode', code: 'discountCode' });
      return answer.body.error.details[0].reason;
    };
    expect(await reasonOf(102, { discountCode: 'NOPE' })).toBe('unknown');
    expect(await reasonOf(102, { discountCode: 'SPRING24' })).toBe('expired');
    expect(await reasonOf(102, { discountCode: 'NEXTSEASON' })).toBe('not-yet-valid');
    expect(await reasonOf(102, { discountCode: 'LOCKER20' })).toBe('unit-type');
    // 1023 is unit type 102's weekly plan; MONTHLY5 is for monthly plans only.
    expect(await reasonOf(102, { discountCode: 'MONTHLY5', billingPeriodId: 1023 })).toBe('billing-plan');
    expect((await validate(102, { discountCode: 'MONTHLY5', billingPeriodId: 1022 })).status).toBe(200);
    expect(await reasonOf(102, { discountCode: 'BUSINESS15' })).toBe('customer-type');
    expect((await validate(102, { discountCode: 'BUSINESS15', customerType: 'business' })).status).toBe(200);

    const locker = await validate(102, { discountCode: 'LOCKER20' }, 'sv');
    expect(locker).toEqual({
      status: 422,
      body: {
        error: {
          code: 'invalid-discount-code',
          message: 'Rabattkoden gäller inte för den här förrådstypen.',
          details: [{ field: 'discountCode', code: 'discountCode', reason: 'unit-type' }],
        },
      },
    });
    expect((await validate(102, { discountCode: 'SPRING24' }, 'de')).body.error.message).toBe(
      'Dieser Rabattcode ist abgelaufen.',
    );
  });

  it('answers insufficient-arguments for half an insurance or a plan of another unit type', async () => {
    const half = await validate(102, { discountCode: 'WELCOME10', insuranceId: 101 });
    expect(half.status).toBe(422);
    expect(half.body.error).toEqual({
      code: 'insufficient-arguments',
      message: 'Insufficient arguments',
      details: [{ field: 'insuranceBillingPeriodId', code: 'required' }],
    });
    const plan = await validate(102, { discountCode: 'WELCOME10', billingPeriodId: 2011 });
    expect(plan.body.error).toMatchObject({
      code: 'insufficient-arguments',
      details: [{ field: 'billingPeriodId', code: 'invalid' }],
    });
    expect((await validate(999, { discountCode: 'WELCOME10', billingPeriodId: 1021 })).status).toBe(404);
  });

  it("codes are the tenant's own and valid only between their dates (location today)", async () => {
    await sandbox.db
      .insertInto('discount_code')
      .values([
        {
          id: 901,
          tenant_id: 2,
          code: 'BERLINONLY',
          discount_type: 'amount',
          discount_value: 5,
          duration: 'once',
          duration_month: null,
          valid_from: null,
          valid_until: TEST_TODAY,
          unit_type_ids: null,
        },
        {
          id: 902,
          tenant_id: 1,
          code: 'SOON',
          discount_type: 'percentage',
          discount_value: 15,
          duration: 'forever',
          duration_month: null,
          valid_from: addDays(TEST_TODAY, 1),
          valid_until: null,
          unit_type_ids: null,
        },
      ])
      .execute();
    expect((await validate(102, { discountCode: 'BERLINONLY' })).status).toBe(422);
    // The last valid day still counts.
    expect((await validate(302, { discountCode: 'BERLINONLY', moveIn: BERLIN_EARLIEST })).status).toBe(200);
    expect((await validate(102, { discountCode: 'SOON' })).status).toBe(422);
    // Once it is tomorrow in Stockholm (00:30 local), SOON is valid and BERLINONLY has run out.
    const ms = 11.5 * 3600_000;
    sandbox.advance(ms);
    try {
      expect((await validate(102, { discountCode: 'SOON' })).status).toBe(200);
      expect(
        (await validate(302, { discountCode: 'BERLINONLY', moveIn: addDays(BERLIN_EARLIEST, 1) })).status,
      ).toBe(422);
    } finally {
      sandbox.advance(-ms);
    }
  });
});

describe('createInterestRegistration', () => {
  const registration = (overrides: Record<string, unknown> = {}) => ({
    locationId: 1,
    firstname: 'Lena',
    lastname: 'Holm',
    email: 'lena@example.com',
    phonePrefix: '+46',
    phoneNumber: '701112233',
    desiredMoveInDate: addDays(TEST_TODAY, 20),
    consents: [{ type: 'contact', accepted: true }],
    ...overrides,
  });
  const token = () => mintCaptchaToken(sandbox.db, sandbox.config.now());

  it('stores the registration for a sold-out unit type', async () => {
    const { status, body } = await post('/v1/unit-type/104/interest-registration', {
      ...registration(),
      recaptchaToken: await token(),
    });
    expect(status).toBe(201);
    expect(body.data.id).toBeGreaterThan(0);
    const row = await sandbox.db
      .selectFrom('interest_registration')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      unit_type_id: 104,
      location_id: 1,
      firstname: 'Lena',
      email: 'lena@example.com',
      desired_move_in_date: addDays(TEST_TODAY, 20),
      consents: [{ type: 'contact', accepted: true }],
    });
  });

  it('a required consent missing or declined answers consent-required and keeps the token', async () => {
    const recaptchaToken = await token();
    for (const consents of [[], [{ type: 'contact', accepted: false }]]) {
      const refused = await post(
        '/v1/unit-type/104/interest-registration',
        { ...registration({ consents }), recaptchaToken },
        'sv',
      );
      expect(refused.status).toBe(422);
      expect(refused.body.error).toEqual({
        code: 'consent-required',
        message: 'Godkänn de obligatoriska samtyckena.',
        details: [{ field: 'consents.contact', code: 'required' }],
      });
    }
    expect(
      (await post('/v1/unit-type/104/interest-registration', { ...registration(), recaptchaToken })).status,
    ).toBe(201);
  });

  it('refuses unknown, used and missing bot-check tokens', async () => {
    const recaptchaToken = await token();
    expect(
      (await post('/v1/unit-type/104/interest-registration', { ...registration(), recaptchaToken })).status,
    ).toBe(201);
    for (const used of [recaptchaToken, 'sbx-captcha.made-up']) {
      const refused = await post('/v1/unit-type/104/interest-registration', {
        ...registration(),
        recaptchaToken: used,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatchObject({
        code: 'recaptcha-invalid',
        details: [{ field: 'recaptchaToken', code: 'recaptcha' }],
      });
    }
  });

  it('refuses a desired move-in date in the past', async () => {
    const refused = await post('/v1/unit-type/104/interest-registration', {
      ...registration({ desiredMoveInDate: addDays(TEST_TODAY, -1) }),
      recaptchaToken: await token(),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'invalid-move-in-date',
      details: [{ field: 'desiredMoveInDate', code: 'minDate' }],
    });
  });

  it('answers 404 for an unknown unit type or one of another location', async () => {
    const recaptchaToken = await token();
    expect(
      (
        await post('/v1/unit-type/104/interest-registration', {
          ...registration({ locationId: 2 }),
          recaptchaToken,
        })
      ).status,
    ).toBe(404);
    expect(
      (await post('/v1/unit-type/999/interest-registration', { ...registration(), recaptchaToken })).status,
    ).toBe(404);
  });
});

describe('availability over time (changes the demo data: runs last)', () => {
  it('a unit held by a live basket is not free until the hold runs out', async () => {
    await sandbox.db
      .updateTable('unit')
      .set({ held_until: new Date(sandbox.config.now().getTime() + 10 * 60_000) })
      .where('id', '=', 10201)
      .execute();
    expect((await get('/v1/unit-type/102')).body.data.availableUnits).toBe(3);
    sandbox.advance(11 * 60_000);
    try {
      expect((await get('/v1/unit-type/102')).body.data.availableUnits).toBe(4);
    } finally {
      sandbox.advance(-11 * 60_000);
      await sandbox.db.updateTable('unit').set({ held_until: null }).where('id', '=', 10201).execute();
    }
  });

  it('a booking that ends frees its unit from the next day: nextAvailableDate names it', async () => {
    // Anna gives notice on one of the two garages: it is free from the day after its end date.
    await sandbox.db
      .updateTable('booking')
      .set({ end_date: addDays(TEST_TODAY, 10) })
      .where('id', '=', 2)
      .execute();
    const before = await get(`/v1/unit-type/104/available-unit?moveIn=${TEST_TODAY}`);
    expect(before.body.data).toEqual({
      available: false,
      availableUnits: 0,
      nextAvailableDate: addDays(TEST_TODAY, 11),
    });
    expect(
      (await get(`/v1/unit-type/104/available-unit?moveIn=${addDays(TEST_TODAY, 11)}`)).body.data,
    ).toEqual({
      available: true,
      availableUnits: 1,
      nextAvailableDate: null,
    });
    // The list counts from the earliest selectable day (today), so the garage is still sold out there.
    expect((await get('/v1/unit-type/104')).body.data.available).toBe(false);
  });

  it('Berlin counts availability from its earliest bookable date, not from today', async () => {
    // All three 8 m² rooms are taken until after the earliest bookable day; one frees up earlier.
    const base = { customer_id: 3, location_id: 3, unit_type_id: 303, billing_period_id: 3031 } as const;
    await sandbox.db
      .insertInto('booking')
      .values(
        [
          {
            ...base,
            unit_id: 30301,
            move_in_date: addDays(TEST_TODAY, -60),
            end_date: addDays(TEST_TODAY, 5),
          },
          {
            ...base,
            unit_id: 30302,
            move_in_date: addDays(TEST_TODAY, -60),
            end_date: addDays(TEST_TODAY, 20),
          },
          { ...base, unit_id: 30303, move_in_date: addDays(TEST_TODAY, -60), end_date: null },
        ].map((booking) => ({ ...booking, recurring_amount: 139, currency_code: 'EUR', discount: null })),
      )
      .execute();
    // From the earliest bookable date, 30301 is free again (its booking ended on day 5).
    expect((await get('/v1/unit-type/303')).body.data).toMatchObject({ available: true, availableUnits: 1 });
    await sandbox.db
      .updateTable('booking')
      .set({ end_date: addDays(TEST_TODAY, 25) })
      .where('unit_id', '=', 30301)
      .execute();
    expect((await get('/v1/unit-type/303')).body.data).toMatchObject({ available: false, availableUnits: 0 });
    expect(ids((await get('/v1/unit-type?locationIds=3&available=false')).body.data)).toEqual([303]);
    expect((await get(`/v1/unit-type/303/available-unit?moveIn=${BERLIN_EARLIEST}`)).body.data).toEqual({
      available: false,
      availableUnits: 0,
      nextAvailableDate: addDays(TEST_TODAY, 21),
    });
  });

  it('a recurring product without a weekly price is not offered, nor priced, with a weekly plan', async () => {
    await sandbox.db
      .insertInto('optional_product')
      .values({
        id: 115,
        location_id: 1,
        name: { en: 'Parking space', sv: 'Parkeringsplats' },
        description: { en: 'A parking space by the entrance.' },
        frequency: 'recurring',
        amount: 450,
        amount_weekly: null,
        max_quantity: 1,
        image_url: '/sandbox-assets/unit-types/104.svg',
        sort_order: 5,
      })
      .execute();
    const monthly = (await get('/v1/unit-type/102/optional-product?billingPeriodId=1021')).body.data;
    expect(monthly.at(-1)).toMatchObject({
      id: 115,
      amount: 450,
      imageUrl: `${ORIGIN}/sandbox-assets/unit-types/104.svg`,
    });
    expect(
      ids((await get('/v1/unit-type/102/optional-product?billingPeriodId=1023')).body.data),
    ).not.toContain(115);
    const weekly = await post('/v1/unit-type/102/price', {
      billingPeriodId: 1023,
      customerType: 'private',
      moveIn: TEST_TODAY,
      recurringItems: [{ recurringProductId: 115, quantity: 1 }],
    });
    expect(weekly.status).toBe(422);
    expect(weekly.body.error).toMatchObject({
      code: 'insufficient-data',
      details: [{ field: 'recurringItems[0].recurringProductId', code: 'invalid' }],
    });
    const priced = await post('/v1/unit-type/102/price', {
      billingPeriodId: 1021,
      customerType: 'private',
      moveIn: TEST_TODAY,
      recurringItems: [{ recurringProductId: 115, quantity: 1 }],
    });
    expect(priced.body.data.data).toMatchObject({ subtotal: 1640, dueNow: 2050, recurringAmount: 2050 });
  });
});
