import { type ApiError, portalQueries } from '@stowly/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { customerDataFromAccount, isSignedInCustomerComplete } from '../index';
import { useBookingContext } from './internal/BookingContext';
import type { PortalCustomer } from './usePortal';

/** Options of {@link useAccountCustomerData}. */
export interface UseAccountCustomerDataOptions {
  /**
   * Whether a customer is signed in, so the booking API client sends their bearer token (the
   * host's auth state, such as the auth store's `status` being `logged-in`). Nothing is loaded
   * while false.
   */
  signedIn: boolean;
}

/** What {@link useAccountCustomerData} returns. */
export interface AccountCustomerData {
  /**
   * - `guest`: nobody is signed in; the form starts as for any visitor.
   * - `loading`: the account is being read (show a placeholder of the form's size, not an empty
   *   form that is filled a moment later).
   * - `ready`: the account's details are in the flow's customer data.
   * - `error`: the account could not be read (`refetch` tries again).
   */
  status: 'guest' | 'loading' | 'ready' | 'error';
  /** The signed-in customer's account, once read. */
  account: PortalCustomer | undefined;
  /**
   * Whether the flow's customer data is complete for a signed-in customer
   * (`isSignedInCustomerComplete`): the form may show the details as a read-only summary with an
   * edit action instead of asking for them. False for a guest.
   */
  isComplete: boolean;
  /** Why the account could not be read; null otherwise. */
  error: ApiError | null;
  /** Reads the account again. */
  refetch(): void;
}

/**
 * The signed-in customer's details for the customer form (spec section 5: a signed-in customer's
 * form is filled from their account). Reads `GET /customer-portal/auth/customer` while `signedIn`
 * and fills the flow's customer data from it (`customerDataFromAccount`) once per provider and
 * account, so what the customer edits afterwards stays; the email is always the account's (the
 * booking goes to the account, so show it read-only). The booking is then submitted with the
 * customer's token and belongs to their account.
 *
 * @example
 * const account = useAccountCustomerData({ signedIn: authStatus === 'logged-in' });
 * if (account.status === 'loading') return <FormSkeleton />;
 * <CustomerForm defaultDetailsView={account.isComplete ? 'summary' : 'fields'} isEmailReadOnly={account.status === 'ready'} ... />
 */
export function useAccountCustomerData(options: UseAccountCustomerDataOptions): AccountCustomerData {
  const { client, bookingStore, actions, accountPrefill } = useBookingContext('useAccountCustomerData');
  const { signedIn } = options;
  const query = useQuery({ ...portalQueries.customer(client), enabled: signedIn });
  const account = signedIn ? query.data : undefined;
  const [filledFor, setFilledFor] = useState(accountPrefill.customerId);
  const email = useStore(bookingStore, (state) => state.customerData.email);

  useEffect(() => {
    if (!account) return;
    const current = bookingStore.getState().customerData;
    if (accountPrefill.customerId !== account.id) {
      const filled = customerDataFromAccount(account);
      actions.setCustomerData({
        ...filled,
        ...(filled.phone && { phone: { ...current.phone, ...filled.phone } }),
      });
      accountPrefill.customerId = account.id;
    } else if (account.email.trim() && email !== account.email) {
      actions.setCustomerData({ email: account.email });
    }
    setFilledFor(account.id);
  }, [account, email, bookingStore, actions, accountPrefill]);

  const complete = useStore(bookingStore, (state) => isSignedInCustomerComplete(state.customerData));
  let status: AccountCustomerData['status'];
  if (!signedIn) status = 'guest';
  else if (account && filledFor === account.id) status = 'ready';
  else if (query.isError) status = 'error';
  else status = 'loading';

  return {
    status,
    account,
    isComplete: status === 'ready' && complete,
    error: signedIn ? query.error : null,
    refetch: () => void query.refetch(),
  };
}
