import { describe, expect, it } from 'vitest';
import {
  accountOverviewPath,
  paymentUpdatePath,
  paymentUpdateReturnUrl,
  paymentUpdateVerifyPath,
  sharedAccessPath,
} from '../portalPath';

describe('portal paths', () => {
  it('name the routes of spec section 2', () => {
    expect(accountOverviewPath()).toBe('/customer-portal/account-overview');
    expect(accountOverviewPath(11)).toBe('/customer-portal/account-overview/11');
    expect(paymentUpdatePath(11)).toBe('/customer-portal/account-overview/11/payment/update');
    expect(paymentUpdateVerifyPath(11)).toBe('/customer-portal/account-overview/11/payment/update/verify');
    expect(sharedAccessPath(11)).toBe('/customer-portal/account-overview/11/shared-access');
  });

  it('the provider returns to the absolute verify URL, keeping lang', () => {
    expect(paymentUpdateReturnUrl('https://book.example', 11, 'sv')).toBe(
      'https://book.example/customer-portal/account-overview/11/payment/update/verify?lang=sv',
    );
    expect(paymentUpdateReturnUrl('http://localhost:5173', 3, null)).toBe(
      'http://localhost:5173/customer-portal/account-overview/3/payment/update/verify',
    );
  });
});
