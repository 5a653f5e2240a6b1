import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../src/domain/calendar';
import { calculatePrice } from '../src/domain/pricing';
import { createTestSandbox, TEST_TODAY, type TestSandbox } from './support/createTestSandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const BERLIN_EARLIEST = addDays(TEST_TODAY, 14);

async function price(unitTypeId: number, body: Record<string, unknown>, language = 'en') {
  const response = await sandbox.api(`/v1/unit-type/${unitTypeId}/price`, {
    method: 'POST',
    body: { customerType: 'private', moveIn: TEST_TODAY, ...body },
    headers: { 'Content-Language': language },
  });
  return { status: response.status, body: await response.json() };
}

async function calculation(unitTypeId: number, body: Record<string, unknown>, language = 'en') {
  const result = await price(unitTypeId, body, language);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data.data;
}

describe('price calculation', () => {
  it('prices plan, insurance, recurring and one-time products with tax (Stockholm, 25 %)', async () => {
    const result = await calculation(102, {
      billingPeriodId: 1021,
      insuranceId: 102,
      insuranceBillingPeriodId: 1021,
      recurringItems: [{ recurringProductId: 113, quantity: 2 }],
      oneTimeItems: [{ productId: 111, quantity: 1 }],
    });
    expect(result).toEqual({
      currency: 'SEK',
      period: 'monthly',
      lines: [
        {
          kind: 'rent',
          label: 'Storage room 5 m² (Monthly)',
          quantity: 1,
          unitAmount: 1190,
          amount: 1190,
          unitAmountInclTax: 1487.5,
          amountInclTax: 1487.5,
          recurring: true,
        },
        {
          kind: 'insurance',
          label: 'Plus cover',
          quantity: 1,
          unitAmount: 149,
          amount: 149,
          unitAmountInclTax: 186.25,
          amountInclTax: 186.25,
          recurring: true,
        },
        {
          kind: 'recurring_product',
          label: 'Extra key card',
          quantity: 2,
          unitAmount: 49,
          amount: 98,
          unitAmountInclTax: 61.25,
          amountInclTax: 122.5,
          recurring: true,
        },
        {
          kind: 'one_time_product',
          label: 'Padlock',
          quantity: 1,
          unitAmount: 149,
          amount: 149,
          unitAmountInclTax: 186.25,
          amountInclTax: 186.25,
          recurring: false,
        },
        {
          kind: 'tax',
          label: 'VAT 25 %',
          quantity: 1,
          unitAmount: 396.5,
          amount: 396.5,
          unitAmountInclTax: 396.5,
          amountInclTax: 396.5,
          recurring: true,
        },
      ],
      discount: null,
      subtotal: 1586,
      tax: { rate: 25, amount: 396.5 },
      dueNow: 1982.5,
      recurringAmount: 1796.25,
      recurringAmountExclTax: 1437,
    });
  });

  it('gives every line with its tax, rounded per item, so the lines with tax add up to what is due', async () => {
    const result = await calculation(102, {
      billingPeriodId: 1021,
      recurringItems: [{ recurringProductId: 113, quantity: 2 }],
      oneTimeItems: [{ productId: 111, quantity: 2 }],
      discountCode: 'welcome10',
    });
    const charged = result.lines.filter((line: { kind: string }) => line.kind !== 'tax');
    const cents = (amount: number) => Math.round(amount * 100);
    const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + cents(amount), 0);
    for (const line of charged) {
      expect(cents(line.amountInclTax)).toBe(cents(line.unitAmountInclTax) * line.quantity);
      expect(cents(line.unitAmountInclTax)).toBe(Math.round(cents(line.unitAmount) * 1.25));
    }
    expect(sum(charged.map((line: { amountInclTax: number }) => line.amountInclTax))).toBe(
      cents(result.dueNow),
    );
    expect(sum(charged.map((line: { amount: number }) => line.amount))).toBe(cents(result.subtotal));
    expect(cents(result.dueNow) - cents(result.subtotal)).toBe(cents(result.tax.amount));
    const recurring = charged.filter((line: { recurring: boolean }) => line.recurring);
    expect(sum(recurring.map((line: { amountInclTax: number }) => line.amountInclTax))).toBe(
      cents(result.recurringAmount),
    );
    expect(sum(recurring.map((line: { amount: number }) => line.amount))).toBe(
      cents(result.recurringAmountExclTax),
    );
    // The rent with a 10 % discount, 2 key cards and 2 padlocks, each with 25 % VAT.
    expect(result.dueNow).toBe(1487.5 - 148.75 + 2 * 61.25 + 2 * 186.25);
  });

  it('a forever percentage discount lowers the first and every following period', async () => {
    const result = await calculation(102, {
      billingPeriodId: 1021,
      insuranceId: 102,
      insuranceBillingPeriodId: 1021,
      recurringItems: [{ recurringProductId: 113, quantity: 2 }],
      oneTimeItems: [{ productId: 111, quantity: 1 }],
      discountCode: 'welcome10',
    });
    expect(result.discount).toEqual({
      code: 'WELCOME10',
      discountType: 'percentage',
      discountValue: 10,
      duration: 'forever',
      durationMonth: null,
      amount: 119,
    });
    expect(result.lines.find((line: { kind: string }) => line.kind === 'discount')).toEqual({
      kind: 'discount',
      label: 'Discount WELCOME10',
      quantity: 1,
      unitAmount: -119,
      amount: -119,
      unitAmountInclTax: -148.75,
      amountInclTax: -148.75,
      recurring: true,
    });
    expect(result.subtotal).toBe(1467);
    expect(result.tax).toEqual({ rate: 25, amount: 366.75 });
    expect(result.dueNow).toBe(1833.75);
    // (1190 + 149 + 98 − 119) × 1.25
    expect(result.recurringAmount).toBe(1647.5);
  });

  it('a once discount only lowers the first period', async () => {
    const result = await calculation(102, {
      billingPeriodId: 1021,
      insuranceId: 102,
      insuranceBillingPeriodId: 1021,
      recurringItems: [{ recurringProductId: 113, quantity: 2 }],
      oneTimeItems: [{ productId: 111, quantity: 1 }],
      discountCode: 'FIRSTHALF',
    });
    expect(result.discount).toMatchObject({ code: 'FIRSTHALF', duration: 'once', amount: 595 });
    const line = result.lines.find((item: { kind: string }) => item.kind === 'discount');
    expect(line).toMatchObject({
      amount: -595,
      recurring: false,
      label: 'Discount FIRSTHALF, first period only',
    });
    expect(result.subtotal).toBe(991);
    expect(result.tax.amount).toBe(247.75);
    expect(result.dueNow).toBe(1238.75);
    expect(result.recurringAmount).toBe(1796.25);
  });

  it('a multiple_month amount discount still applies in the second month and says for how long', async () => {
    const result = await calculation(102, { billingPeriodId: 1021, discountCode: 'THREEMONTHS' });
    expect(result.discount).toEqual({
      code: 'THREEMONTHS',
      discountType: 'amount',
      discountValue: 200,
      duration: 'multiple_month',
      durationMonth: 3,
      amount: 200,
    });
    const line = result.lines.find((item: { kind: string }) => item.kind === 'discount');
    expect(line).toEqual({
      kind: 'discount',
      label: 'Discount THREEMONTHS, first 3 months',
      quantity: 1,
      unitAmount: -200,
      amount: -200,
      unitAmountInclTax: -250,
      amountInclTax: -250,
      recurring: true,
    });
    expect(result.subtotal).toBe(990);
    expect(result.dueNow).toBe(1237.5);
    expect(result.recurringAmount).toBe(1237.5);
  });

  it('a once amount discount on a weekly plan', async () => {
    const result = await calculation(102, { billingPeriodId: 1023, discountCode: 'FLAT100' });
    expect(result.period).toBe('weekly');
    expect(result.lines[0]).toMatchObject({ kind: 'rent', amount: 302.08 });
    expect(result.subtotal).toBe(202.08);
    expect(result.tax.amount).toBe(50.52);
    expect(result.dueNow).toBe(252.6);
    expect(result.recurringAmount).toBe(377.6);
  });

  it('an amount discount never takes the rent below zero; other lines stay charged', async () => {
    // Locker S weekly: 73.62 SEK a week; THREEMONTHS takes 200 a period, covering the next weeks too.
    const result = await calculation(101, {
      billingPeriodId: 1013,
      discountCode: 'THREEMONTHS',
      oneTimeItems: [{ productId: 111, quantity: 1 }],
    });
    expect(result.discount.amount).toBe(73.62);
    expect(result.subtotal).toBe(149);
    expect(result.dueNow).toBe(186.25);
    expect(result.recurringAmount).toBe(0);
  });

  it('weekly plans price recurring products per week', async () => {
    const result = await calculation(102, {
      billingPeriodId: 1023,
      recurringItems: [
        { recurringProductId: 113, quantity: 1 },
        { recurringProductId: 114, quantity: 1 },
      ],
    });
    expect(result.lines.filter((line: { kind: string }) => line.kind === 'recurring_product')).toEqual([
      expect.objectContaining({ unitAmount: 12, amount: 12 }),
      expect.objectContaining({ unitAmount: 49, amount: 49 }),
    ]);
    expect(result.subtotal).toBe(363.08);
  });

  it('Berlin: euros, 19 % tax rounded to cents, insurance at location prices', async () => {
    const result = await calculation(302, {
      billingPeriodId: 3021,
      insuranceId: 302,
      insuranceBillingPeriodId: 3021,
      discountCode: 'FLAT100',
      moveIn: BERLIN_EARLIEST,
    });
    expect(result.currency).toBe('EUR');
    // CityStash's FLAT100 takes 10 EUR: 79 + 14.90 − 10
    expect(result.discount).toMatchObject({ code: 'FLAT100', discountValue: 10, amount: 10 });
    expect(result.subtotal).toBe(83.9);
    // 83.90 × 19 % = 15.941
    expect(result.tax).toEqual({ rate: 19, amount: 15.94 });
    expect(result.dueNow).toBe(99.84);
    // Each line with its own tax: 79 × 1.19 = 94.01, 14.90 × 1.19 = 17.731, −10 × 1.19 = −11.90.
    expect(result.lines.map((line: { amountInclTax: number }) => line.amountInclTax)).toEqual([
      94.01, 17.73, -11.9, 15.94,
    ]);
    // 94.01 + 17.73
    expect(result.recurringAmount).toBe(111.74);
    expect(result.recurringAmountExclTax).toBe(93.9);
  });

  it('labels lines in the requested language, English otherwise', async () => {
    const swedish = await calculation(102, { billingPeriodId: 1021, discountCode: 'FIRSTHALF' }, 'sv');
    expect(swedish.lines.map((line: { label: string }) => line.label)).toEqual([
      'Förråd 5 m² (Månadsvis)',
      'Rabatt FIRSTHALF, endast första perioden',
      'Moms 25 %',
    ]);
    const german = await calculation(302, { billingPeriodId: 3022, moveIn: BERLIN_EARLIEST }, 'de');
    expect(german.lines.map((line: { label: string }) => line.label)).toEqual([
      'Raum 4 m² (Monatlich, 12 Monate Laufzeit)',
      'MwSt. 19 %',
    ]);
    const french = await calculation(302, { billingPeriodId: 3021, moveIn: BERLIN_EARLIEST }, 'fr');
    expect(french.lines[0].label).toBe('Room 4 m² (Monthly)');
  });

  it('the domain function gives the same calculation as the endpoint', async () => {
    const body = {
      billingPeriodId: 1021,
      customerType: 'business' as const,
      moveIn: TEST_TODAY,
      discountCode: 'FLAT100',
    };
    const direct = await calculatePrice(sandbox.db, 102, body, { language: 'en', now: sandbox.config.now() });
    expect(direct).toEqual(await calculation(102, body));
    expect(direct.dueNow).toBe(1362.5);
  });
});

describe('price calculation errors', () => {
  it('an unknown unit type answers 404', async () => {
    const result = await price(999, { billingPeriodId: 1021 });
    expect(result.status).toBe(404);
    expect(result.body.error.code).toBe('not-found');
  });

  const insufficient = async (unitTypeId: number, body: Record<string, unknown>) => {
    const result = await price(unitTypeId, body);
    expect(result.status, JSON.stringify(result.body)).toBe(422);
    expect(result.body.error.code).toBe('insufficient-data');
    expect(result.body.error.message).toBe('Insufficient data for calculation payload');
    return result.body.error.details;
  };

  it('half an insurance choice is insufficient data, per field', async () => {
    expect(await insufficient(102, { billingPeriodId: 1021, insuranceId: 102 })).toEqual([
      { field: 'insuranceBillingPeriodId', code: 'required' },
    ]);
    expect(
      await insufficient(102, { billingPeriodId: 1021, insuranceId: null, insuranceBillingPeriodId: 1021 }),
    ).toEqual([{ field: 'insuranceId', code: 'required' }]);
  });

  it('ids not offered with this unit type and plan are insufficient data', async () => {
    expect(await insufficient(102, { billingPeriodId: 2011 })).toEqual([
      { field: 'billingPeriodId', code: 'invalid' },
    ]);
    expect(
      await insufficient(102, { billingPeriodId: 1021, insuranceId: 102, insuranceBillingPeriodId: 1022 }),
    ).toEqual([{ field: 'insuranceBillingPeriodId', code: 'invalid' }]);
    // The weekly plan has no insurances; insurance 301 belongs to Berlin.
    expect(
      await insufficient(102, { billingPeriodId: 1023, insuranceId: 101, insuranceBillingPeriodId: 1023 }),
    ).toEqual([{ field: 'insuranceId', code: 'invalid' }]);
    expect(
      await insufficient(102, { billingPeriodId: 1021, insuranceId: 301, insuranceBillingPeriodId: 1021 }),
    ).toEqual([{ field: 'insuranceId', code: 'invalid' }]);
    expect(
      await insufficient(102, {
        billingPeriodId: 1021,
        oneTimeItems: [
          { productId: 311, quantity: 1 },
          { productId: 113, quantity: 1 },
        ],
        recurringItems: [{ recurringProductId: 111, quantity: 1 }],
      }),
    ).toEqual([
      { field: 'oneTimeItems[0].productId', code: 'invalid' },
      { field: 'oneTimeItems[1].productId', code: 'invalid' },
      { field: 'recurringItems[0].recurringProductId', code: 'invalid' },
    ]);
  });

  it('a quantity above the product maximum or a product listed twice is refused', async () => {
    expect(
      await insufficient(102, {
        billingPeriodId: 1021,
        oneTimeItems: [
          { productId: 111, quantity: 4 },
          { productId: 112, quantity: 10 },
          { productId: 112, quantity: 1 },
        ],
        recurringItems: [{ recurringProductId: 114, quantity: 2 }],
      }),
    ).toEqual([
      { field: 'oneTimeItems[0].quantity', code: 'max' },
      { field: 'oneTimeItems[2].productId', code: 'duplicate' },
      { field: 'recurringItems[0].quantity', code: 'max' },
    ]);
  });

  it('discount codes that do not apply are invalid, with the reason', async () => {
    const cases = [
      ['NOPE', 1021, 'private', 'unknown'],
      ['   ', 1021, 'private', 'unknown'],
      ['SPRING24', 1021, 'private', 'expired'],
      ['NEXTSEASON', 1021, 'private', 'not-yet-valid'],
      ['LOCKER20', 1021, 'private', 'unit-type'],
      ['MONTHLY5', 1023, 'private', 'billing-plan'],
      ['BUSINESS15', 1021, 'private', 'customer-type'],
    ] as const;
    for (const [discountCode, billingPeriodId, customerType, reason] of cases) {
      const result = await price(102, { billingPeriodId, customerType, discountCode });
      expect(result.status, discountCode).toBe(422);
      expect(result.body.error).toMatchObject({
        code: 'invalid-discount-code',
        details: [{ field: 'discountCode', code: 'discountCode', reason }],
      });
    }
    // BUSINESS15 is for business customers: 15 % of 1021's rent.
    const business = await calculation(102, {
      billingPeriodId: 1021,
      customerType: 'business',
      discountCode: 'BUSINESS15',
    });
    expect(business.discount?.code).toBe('BUSINESS15');
    // LOCKER20 is for lockers only.
    expect(
      (await calculation(101, { billingPeriodId: 1011, discountCode: 'LOCKER20' })).discount.amount,
    ).toBe(58);
    // A null code is no code.
    expect((await calculation(102, { billingPeriodId: 1021, discountCode: null })).discount).toBeNull();
  });

  it('move-in dates outside the booking window are refused with minDate or maxDate', async () => {
    const early = await price(102, { billingPeriodId: 1021, moveIn: addDays(TEST_TODAY, -1) });
    expect(early.status).toBe(422);
    expect(early.body.error).toMatchObject({
      code: 'invalid-move-in-date',
      details: [{ field: 'moveIn', code: 'minDate' }],
    });
    // Stockholm books 60 days ahead.
    expect((await price(102, { billingPeriodId: 1021, moveIn: addDays(TEST_TODAY, 60) })).status).toBe(200);
    const late = await price(102, { billingPeriodId: 1021, moveIn: addDays(TEST_TODAY, 61) });
    expect(late.body.error.details).toEqual([{ field: 'moveIn', code: 'maxDate' }]);
    // Berlin opens bookings 14 days from today.
    const berlin = await price(302, { billingPeriodId: 3021, moveIn: addDays(BERLIN_EARLIEST, -1) });
    expect(berlin.body.error.details).toEqual([{ field: 'moveIn', code: 'minDate' }]);
    // Oslo has no window of its own: 2 months.
    expect((await price(202, { billingPeriodId: 2021, moveIn: addMonths(TEST_TODAY, 2) })).status).toBe(200);
    const oslo = await price(202, { billingPeriodId: 2021, moveIn: addDays(addMonths(TEST_TODAY, 2), 1) });
    expect(oslo.body.error.details).toEqual([{ field: 'moveIn', code: 'maxDate' }]);
  });
});
