import { describe, expect, it } from 'vitest';
import { readPaymentUpdateReturn } from '../paymentUpdateReturn';

const read = (query: string) => readPaymentUpdateReturn(new URLSearchParams(query));

describe('readPaymentUpdateReturn', () => {
  it('reads the sandbox return: setup intent, status and the saved card', () => {
    expect(read('setup_intent=seti_sbx_1&redirect_status=succeeded&payment_method=pm_sbx_9&lang=sv')).toEqual(
      {
        provider: 'sandbox',
        setupIntentId: 'seti_sbx_1',
        redirectStatus: 'succeeded',
        paymentMethod: 'pm_sbx_9',
      },
    );
    expect(read('setup_intent=seti_sbx_1&redirect_status=canceled')).toEqual({
      provider: 'sandbox',
      setupIntentId: 'seti_sbx_1',
      redirectStatus: 'canceled',
      paymentMethod: null,
    });
  });

  it('reads the Stripe return when the client secret belongs to the setup intent', () => {
    expect(
      read(
        'setup_intent=seti_1Nk9&setup_intent_client_secret=seti_1Nk9_secret_Q1x&redirect_status=succeeded',
      ),
    ).toEqual({
      provider: 'stripe',
      setupIntentId: 'seti_1Nk9',
      redirectStatus: 'succeeded',
      clientSecret: 'seti_1Nk9_secret_Q1x',
    });
    expect(read('setup_intent=seti_1Nk9&setup_intent_client_secret=seti_OTHER_secret_Q1x')).toBeNull();
  });

  it.each([
    ['no setup intent', 'redirect_status=succeeded&payment_method=pm_1'],
    ['an empty one', 'setup_intent=&redirect_status=succeeded'],
    ['a path in it', 'setup_intent=..%2F..%2Fadmin&redirect_status=succeeded'],
    ['markup in it', 'setup_intent=%3Cscript%3E'],
  ])('takes nothing from a URL with %s', (_, query) => {
    expect(read(query)).toBeNull();
  });

  it('drops a malformed payment method reference', () => {
    expect(read('setup_intent=seti_1&redirect_status=succeeded&payment_method=pm%2F..')).toMatchObject({
      paymentMethod: null,
    });
  });
});
