import type { Schema } from '@stowly/api-client';
import type { CustomerData } from './CustomerData';

/**
 * The customer data a form starts from at a location: its default country (`defaultCountryId` of
 * `GET /location/config`, "the country preselected on the customer form") with that country's
 * phone prefix. Only what the visitor has not filled in is returned, so the result can be merged
 * with `setCustomerData`: nothing while a country is chosen (or cleared, `null`), and the country
 * without the prefix when a prefix is typed. Empty when `countries` (`GET /country`) does not list
 * the default country.
 *
 * @example
 * const defaults = customerDataDefaults(location, countries, state.customerData);
 * if (Object.keys(defaults).length > 0) actions.setCustomerData(defaults);
 * // The prefix a separate form (such as the interest registration) starts with:
 * customerDataDefaults(location, countries).phone?.prefix; // '+46'
 */
export function customerDataDefaults(
  location: Pick<Schema<'Location'>, 'defaultCountryId'>,
  countries: readonly Pick<Schema<'Country'>, 'id' | 'phonePrefix'>[],
  customerData: CustomerData = {},
): Pick<CustomerData, 'country' | 'phone'> {
  const country = countries.find((item) => item.id === location.defaultCountryId);
  if (!country || customerData.country !== undefined) return {};
  return {
    country: { id: country.id },
    ...(!customerData.phone?.prefix && { phone: { ...customerData.phone, prefix: country.phonePrefix } }),
  };
}
