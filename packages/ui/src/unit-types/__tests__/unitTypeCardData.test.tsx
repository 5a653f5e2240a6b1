// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { UnitTypeCard } from '../UnitTypeCard';
import { type ApiUnitType, unitTypeCardData } from '../unitTypeCardData';

afterEach(cleanup);

/** Unit type 12 as `GET /unit-type/{id}` sends it, with fields the card does not show. */
const API_UNIT_TYPE = {
  id: 12,
  locationId: 7,
  name: 'Small unit',
  description: 'Ground floor',
  categoryIds: [3],
  size: { width: 2.5, length: 3, height: 2.4, area: 7.5, unit: 'm' },
  imageUrl: 'https://cdn.example.com/small.jpg',
  priceFrom: { amount: 987.6, amountInclTax: 1234.5, taxRate: 25, period: 'monthly' },
  available: true,
  availableUnits: 4,
  features: ['Drive-up access'],
} as const;

/** The API object, extra fields and all, is accepted as it is. */
const apiUnitType: ApiUnitType = API_UNIT_TYPE;

describe('unitTypeCardData', () => {
  it('maps a unit type of the API to the card: string id, square metres, a monthly price per month, description and features', () => {
    expect(unitTypeCardData(apiUnitType)).toEqual({
      id: '12',
      name: 'Small unit',
      size: { area: 7.5, unit: 'm2', width: 2.5, length: 3, height: 2.4 },
      priceFrom: { amount: 987.6, amountInclTax: 1234.5, period: 'month' },
      available: true,
      availableUnits: 4,
      imageUrl: 'https://cdn.example.com/small.jpg',
      description: 'Ground floor',
      features: ['Drive-up access'],
    });
  });

  it('maps feet to square feet and a weekly price to per week, and leaves out a missing height and picture', () => {
    const data = unitTypeCardData({
      ...apiUnitType,
      size: { width: 10, length: 10, height: null, area: 100, unit: 'ft' },
      priceFrom: { amount: 25, amountInclTax: 25, period: 'weekly' },
      imageUrl: null,
      available: false,
      availableUnits: 0,
    });
    expect(data.size).toEqual({ area: 100, unit: 'ft2', width: 10, length: 10 });
    expect(data.priceFrom).toEqual({ amount: 25, amountInclTax: 25, period: 'week' });
    expect(data).not.toHaveProperty('imageUrl');
    expect(data).toMatchObject({ available: false, availableUnits: 0 });
  });

  it('is what the card shows', async () => {
    await renderWithStowly(
      <UnitTypeCard {...unitTypeCardData(apiUnitType)} currency="SEK" locale="en-GB" onSelect={() => {}} />,
    );
    const card = screen.getByRole('article', { name: 'Small unit' });
    expect(card.textContent).toContain('7.5 m² · 2.5 m × 3 m');
    expect(card.textContent).toContain('Price from SEK\u00a01,234.50 per month');
  });
});
