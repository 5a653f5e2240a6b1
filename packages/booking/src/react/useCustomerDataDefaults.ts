import { useEffect } from 'react';
import { useStore } from 'zustand';
import { customerDataDefaults } from '../index';
import { useBookingContext } from './internal/BookingContext';
import { useCountries } from './useCountries';

/**
 * Starts the flow's customer data from the location's defaults (see `customerDataDefaults`): once
 * the location config, the countries and the saved draft are settled, a customer without a country
 * gets the location's default country and, unless one is typed, its phone prefix. A country the
 * visitor chose (or cleared) is kept. Call it on the page with the customer form.
 *
 * @example
 * useCustomerDataDefaults();
 * const customerData = useBookingState((state) => state.customerData);
 * <CustomerForm value={customerData} ... />
 */
export function useCustomerDataDefaults(): void {
  const { bookingStore, actions, location, draftRestoreStatus } =
    useBookingContext('useCustomerDataDefaults');
  const { data: countries } = useCountries();
  const withoutCountry = useStore(bookingStore, (state) => state.customerData.country === undefined);
  const settled = draftRestoreStatus !== 'pending';
  useEffect(() => {
    if (!withoutCountry || !settled || !location || !countries) return;
    const defaults = customerDataDefaults(location, countries, bookingStore.getState().customerData);
    if (Object.keys(defaults).length > 0) actions.setCustomerData(defaults);
  }, [withoutCountry, settled, location, countries, bookingStore, actions]);
}
