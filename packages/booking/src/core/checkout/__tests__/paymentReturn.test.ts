import { describe, expect, it } from 'vitest';
import { readPaymentReturn, readProviderSession } from '../paymentReturn';

const VERIFY = 'https://book.example.com/7/checkout/step/payment-verify';

/** The query of a return URL, as the route reads it. */
const query = (url: string) => new URL(url).searchParams;

describe('readPaymentReturn: the card provider’s reference on the payment-verify URL', () => {
  it('reads the sandbox’s paymentReference', () => {
    expect(readPaymentReturn(query(`${VERIFY}?lang=sv&paymentReference=sbx_pay_8234551_1`))).toEqual({
      reference: 'sbx_pay_8234551_1',
      redirectStatus: null,
    });
  });

  it('reads a Stripe payment intent and its redirect status, never the client secret', () => {
    const url = `${VERIFY}?payment_intent=pi_3NkQ2aLkdIwHu7ix0bS1PqXy&payment_intent_client_secret=pi_3NkQ2aLkdIwHu7ix0bS1PqXy_secret_Zc9&redirect_status=succeeded`;
    expect(readPaymentReturn(query(url))).toEqual({
      reference: 'pi_3NkQ2aLkdIwHu7ix0bS1PqXy',
      redirectStatus: 'succeeded',
    });
  });

  it('reads a Stripe setup intent (nothing due now)', () => {
    const url = `${VERIFY}?setup_intent=seti_1Nk9xYLkdIwHu7ix&setup_intent_client_secret=seti_1Nk9xYLkdIwHu7ix_secret_Q1&redirect_status=processing`;
    expect(readPaymentReturn(query(url))).toEqual({
      reference: 'seti_1Nk9xYLkdIwHu7ix',
      redirectStatus: 'processing',
    });
  });

  it('prefers the sandbox reference when several are present', () => {
    expect(readPaymentReturn(query(`${VERIFY}?payment_intent=pi_2&paymentReference=sbx_1`)).reference).toBe(
      'sbx_1',
    );
  });

  it.each([
    ['no query', VERIFY],
    ['only the client secret', `${VERIFY}?payment_intent_client_secret=pi_3Nk_secret_Zc9`],
    ['an empty reference', `${VERIFY}?paymentReference=`],
    ['a reference with a space', `${VERIFY}?paymentReference=sbx%201`],
    ['a reference with markup', `${VERIFY}?payment_intent=%3Cscript%3Ealert(1)%3C%2Fscript%3E`],
    ['a path in the reference', `${VERIFY}?setup_intent=..%2F..%2Fadmin`],
    ['a reference with a line break', `${VERIFY}?paymentReference=sbx_1%0A`],
    ['a reference of 256 characters', `${VERIFY}?paymentReference=${'r'.repeat(256)}`],
    ['a reference in another parameter', `${VERIFY}?reference=sbx_1&ref=sbx_1`],
  ])('has no reference for %s', (_name, url) => {
    expect(readPaymentReturn(query(url)).reference).toBeNull();
  });

  it('takes a reference of 255 characters', () => {
    const reference = `pi_${'a'.repeat(252)}`;
    expect(readPaymentReturn(query(`${VERIFY}?payment_intent=${reference}`)).reference).toBe(reference);
  });

  it('passes the redirect status through without a reference', () => {
    expect(readPaymentReturn(query(`${VERIFY}?redirect_status=failed`))).toEqual({
      reference: null,
      redirectStatus: 'failed',
    });
  });
});

describe('readProviderSession: the session id on an e-signature or identity-check return URL', () => {
  const SIGN = 'https://book.example.com/7/checkout/esignature/8234551';

  it('reads the session query', () => {
    expect(readProviderSession(query(`${SIGN}?session=es_7Hq2-91xA&lang=de`))).toBe('es_7Hq2-91xA');
    expect(
      readProviderSession(query(`https://book.example.com/7/checkout/id-check/8234551?session=ic_42`)),
    ).toBe('ic_42');
  });

  it.each([
    ['no query', SIGN],
    ['another parameter name', `${SIGN}?sessionId=es_1&session_id=es_1`],
    ['an empty session', `${SIGN}?session=`],
    ['a session with a space', `${SIGN}?session=es+1`],
    ['a session with markup', `${SIGN}?session=%22%3E%3Cimg%20src%3Dx%3E`],
    ['a session of 256 characters', `${SIGN}?session=${'s'.repeat(256)}`],
  ])('answers null for %s', (_name, url) => {
    expect(readProviderSession(query(url))).toBeNull();
  });

  it('takes a session of 255 characters', () => {
    expect(readProviderSession(query(`${SIGN}?session=${'s'.repeat(255)}`))).toBe('s'.repeat(255));
  });
});
