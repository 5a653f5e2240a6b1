import { describe, expect, it } from 'vitest';
import { goToProvider } from '../goToProvider';

describe('goToProvider', () => {
  const page = (origin = 'https://book.example.com') => {
    const assigned: string[] = [];
    return { assigned, origin, assign: (url: string) => assigned.push(url) };
  };

  it('follows https, and http on this origin or a loopback host', () => {
    const target = page('http://192.168.1.5:8080');
    goToProvider('https://checkout.stripe.com/pay/cs_1', target);
    goToProvider('http://192.168.1.5:8080/sandbox-providers/payment/pay_1', target);
    goToProvider('http://127.0.0.1:9000/sandbox-providers/e-signature/sig_1', target);
    expect(target.assigned).toEqual([
      'https://checkout.stripe.com/pay/cs_1',
      'http://192.168.1.5:8080/sandbox-providers/payment/pay_1',
      'http://127.0.0.1:9000/sandbox-providers/e-signature/sig_1',
    ]);
  });

  it('refuses script URLs, plain http elsewhere and garbage, and goes nowhere', () => {
    const target = page();
    for (const url of ['javascript:alert(1)', 'http://evil.example/pay', 'data:text/html,hi', 'not a url']) {
      expect(() => goToProvider(url, target)).toThrow();
    }
    expect(target.assigned).toEqual([]);
  });
});
