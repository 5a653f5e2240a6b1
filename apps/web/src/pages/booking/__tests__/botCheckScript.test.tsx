// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationRoute } from '../../../routes/LocationRoute';
import { resetBrowser } from '../../auth/__tests__/support/renderAuthApp';
import CustomerPage from '../CustomerPage';
import { createBookingBackend, renderBookingApp } from './support/renderBookingApp';

const { SITE_KEY } = vi.hoisted(() => ({ SITE_KEY: '6LcTestSiteKey_000000000000000000000000' }));

// A build with a real reCAPTCHA site key (VITE_STOWLY_CAPTCHA_SITE_KEY).
vi.mock('../../../config', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../config')>();
  return { ...original, config: { ...original.config, captchaSiteKey: SITE_KEY } };
});

const recaptchaScripts = () =>
  Array.from(
    document.querySelectorAll<HTMLScriptElement>('script[src^="https://www.google.com/recaptcha/"]'),
  );

const routes = [
  {
    path: '/:locationId/unit-type/:unitTypeId/customer',
    element: (
      <LocationRoute>
        <CustomerPage />
      </LocationRoute>
    ),
  },
  { path: '/:locationId/elsewhere', element: <LocationRoute>{null}</LocationRoute> },
];

beforeEach(() => {
  resetBrowser();
  for (const script of recaptchaScripts()) script.remove();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the bot check with a real reCAPTCHA key', () => {
  it('the customer form loads reCAPTCHA v3 with the site key, once (no page throws for the key)', async () => {
    renderBookingApp({
      entries: ['/11/unit-type/12/customer?lang=en'],
      routes,
      backend: createBookingBackend(),
    });
    await screen.findByRole('textbox', { name: /^Email address/ });
    await vi.waitFor(() =>
      expect(recaptchaScripts().map((script) => script.src)).toEqual([
        `https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`,
      ]),
    );
  });

  it('another page of the location loads nothing from Google', async () => {
    const app = renderBookingApp({
      entries: ['/11/elsewhere?lang=en'],
      routes,
      backend: createBookingBackend(),
    });
    await vi.waitFor(() =>
      expect(app.backend.requestsTo('GET', '/v1/location/config').length).toBeGreaterThan(0),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recaptchaScripts()).toEqual([]);
  });
});
