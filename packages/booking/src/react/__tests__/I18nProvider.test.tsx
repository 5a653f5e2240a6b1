// @vitest-environment jsdom

import { apiError, createFakeApi, type FakeApi, type FakeHandlers } from '@stowly/api-client/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language, MessageError } from '../../index';
import {
  type AppCatalogLoader,
  I18nProvider,
  MessagesReady,
  prefetchCatalogs,
  useTranslation,
} from '../index';
import { createTestQueryClient } from './support/renderWithBooking';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Renders three messages the way a page would. */
function Messages() {
  const { t, language, locale } = useTranslation();
  return (
    <ul>
      <li>{t('booking.step.basket')}</li>
      <li>{t('formValidation.maxLength', { max: 50 })}</li>
      <li>{t('booking.unknownKey')}</li>
      <li>
        {language} {locale}
      </li>
    </ul>
  );
}

/** A message of the checkout: in a catalog's `later` part. */
function CheckoutMessage() {
  const { t } = useTranslation();
  return <p>{t('ui.checkout.stepIndicator.label')}</p>;
}

function renderI18n(
  translation: FakeHandlers['GET /translation'],
  props: {
    language?: Language;
    onMessageError?: (error: MessageError) => void;
    loadFallbackWhen?: (signal: AbortSignal) => Promise<unknown>;
    deferMessages?: boolean;
    appCatalogs?: AppCatalogLoader;
    children?: ReactNode;
  } = {},
) {
  const api = createFakeApi({ 'GET /translation': translation });
  const queryClient = createTestQueryClient();
  const tree = (language: Language): ReactNode => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider
        client={api.client}
        language={language}
        onMessageError={props.onMessageError}
        loadFallbackWhen={props.loadFallbackWhen}
        deferMessages={props.deferMessages}
        appCatalogs={props.appCatalogs}
        fallback={<p>Loading texts</p>}
      >
        <Messages />
        {props.children}
      </I18nProvider>
    </QueryClientProvider>
  );
  const view = render(tree(props.language ?? 'de'));
  return { ...view, api, queryClient, switchTo: (language: Language) => view.rerender(tree(language)) };
}

/** Messages of an app's own catalogs beside an SDK message. */
function AppMessages() {
  const { t } = useTranslation();
  return (
    <p>
      {t('app.greeting')} · {t('app.checkout.title')} · {t('app.farewell')} · {t('booking.step.basket')}
    </p>
  );
}

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

function translationRequests(api: FakeApi) {
  return api.requestsTo('GET /translation').map((request) => request.headers.get('Content-Language'));
}

describe('<I18nProvider> and useTranslation', () => {
  it('shows the fallback, then the language catalog overridden by the server translations', async () => {
    const { api } = renderI18n(() => ({ data: { 'booking.step.basket': 'Ihr Korb' } }));
    expect(screen.getByText('Loading texts')).toBeTruthy();
    await screen.findByText('Ihr Korb');
    expect(items()).toEqual([
      'Ihr Korb',
      'Bitte geben Sie höchstens 50 Zeichen ein.',
      'booking.unknownKey',
      'de de-DE',
    ]);
    expect(translationRequests(api)).toEqual(['de']);
  });

  it('falls back to the SDK catalog when the server translations cannot be loaded', async () => {
    renderI18n(() => apiError(503, 'unavailable'));
    await screen.findByText('Warenkorb');
    expect(items()).toEqual([
      'Warenkorb',
      'Bitte geben Sie höchstens 50 Zeichen ein.',
      'booking.unknownKey',
      'de de-DE',
    ]);
  });

  it('falls back to English for a server message that does not parse, and reports it', async () => {
    const onMessageError = vi.fn();
    renderI18n(() => ({ data: { 'formValidation.maxLength': 'Höchstens {max Zeichen' } }), {
      onMessageError,
    });
    await screen.findByText('Please enter no more than 50 characters.');
    expect(onMessageError).toHaveBeenCalledWith(
      expect.objectContaining({
        key: 'formValidation.maxLength',
        language: 'de',
        message: 'Höchstens {max Zeichen',
      }),
    );
  });

  it('shows another language without waiting for English, whose catalog loads once the page is idle', async () => {
    const { queryClient } = renderI18n(() => ({ data: {} }));
    const englishCatalog = () => queryClient.getQueryState(['stowly', 'catalog', 'en', 'start'])?.status;
    await screen.findByText('Warenkorb');
    expect(englishCatalog()).not.toBe('success');
    await waitFor(() => expect(englishCatalog()).toBe('success'));
    expect(items()).toEqual([
      'Warenkorb',
      'Bitte geben Sie höchstens 50 Zeichen ein.',
      'booking.unknownKey',
      'de de-DE',
    ]);
  });

  it('loads the English fallback when loadFallbackWhen says so', async () => {
    let pageShown: () => void = () => {};
    const shown = new Promise<void>((resolve) => {
      pageShown = resolve;
    });
    const { queryClient } = renderI18n(() => ({ data: {} }), { loadFallbackWhen: () => shown });
    const englishCatalog = () => queryClient.getQueryState(['stowly', 'catalog', 'en', 'start'])?.status;
    await screen.findByText('Warenkorb');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(englishCatalog()).not.toBe('success');
    pageShown();
    await waitFor(() => expect(englishCatalog()).toBe('success'));
  });

  it('tells loadFallbackWhen to stop waiting when the provider unmounts first', async () => {
    let waitSignal: AbortSignal | undefined;
    const { unmount } = renderI18n(() => ({ data: {} }), {
      loadFallbackWhen: (signal) => {
        waitSignal = signal;
        return new Promise(() => {});
      },
    });
    await screen.findByText('Warenkorb');
    expect(waitSignal?.aborted).toBe(false);
    unmount();
    expect(waitSignal?.aborted).toBe(true);
  });

  it('keeps the previous language on screen while the next one loads', async () => {
    const { switchTo, api } = renderI18n(() => ({ data: {} }));
    await screen.findByText('Warenkorb');
    switchTo('sv');
    expect(screen.queryByText('Loading texts')).toBeNull();
    expect(screen.getByText('Warenkorb')).toBeTruthy();
    await screen.findByText('Varukorg');
    expect(items()).toContain('sv sv-SE');
    expect(translationRequests(api)).toEqual(['de', 'sv']);
  });

  it('loads the checkout messages before the first render by default', async () => {
    const { queryClient } = renderI18n(() => ({ data: {} }), { children: <CheckoutMessage /> });
    await screen.findByText('Warenkorb');
    expect(screen.getByText('Buchungsschritte')).toBeTruthy();
    expect(queryClient.getQueryState(['stowly', 'catalog', 'de', 'later'])?.status).toBe('success');
  });

  it('with deferMessages, shows the booking pages first and loads the checkout messages once the page is idle', async () => {
    let pageShown: () => void = () => {};
    const shown = new Promise<void>((resolve) => {
      pageShown = resolve;
    });
    const { queryClient, switchTo } = renderI18n(() => ({ data: {} }), {
      deferMessages: true,
      loadFallbackWhen: () => shown,
      children: <CheckoutMessage />,
    });
    const laterPart = (language: Language) =>
      queryClient.getQueryState(['stowly', 'catalog', language, 'later'])?.status;
    await screen.findByText('Warenkorb');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(laterPart('de')).toBe('pending');
    expect(screen.getByText('ui.checkout.stepIndicator.label')).toBeTruthy();
    pageShown();
    await screen.findByText('Buchungsschritte');
    // From then on a language is shown only with all its messages.
    switchTo('sv');
    await screen.findByText('Varukorg');
    expect(laterPart('sv')).toBe('success');
    expect(screen.getByText('Steg i kassan')).toBeTruthy();
  });

  it('MessagesReady asks a deferring provider for the checkout messages at once, and waits for them', async () => {
    const { queryClient } = renderI18n(() => ({ data: {} }), {
      deferMessages: true,
      loadFallbackWhen: () => new Promise(() => {}),
      children: (
        <MessagesReady fallback={<p>Loading checkout texts</p>}>
          <CheckoutMessage />
        </MessagesReady>
      ),
    });
    await screen.findByText('Warenkorb');
    expect(screen.queryByText('ui.checkout.stepIndicator.label')).toBeNull();
    await screen.findByText('Buchungsschritte');
    expect(screen.queryByText('Loading checkout texts')).toBeNull();
    expect(queryClient.getQueryState(['stowly', 'catalog', 'en', 'later'])?.status).toBe('pending');
  });

  it("adds the app's own catalogs beside the SDK's, per language and part, below the server translations", async () => {
    const appCatalogs = vi.fn<AppCatalogLoader>(
      async (language, part): Promise<Record<string, string>> =>
        part === 'start'
          ? { 'app.greeting': language === 'de' ? 'Hallo' : 'Hello', 'app.farewell': 'Bye' }
          : { 'app.checkout.title': language === 'de' ? 'Kasse' : 'Checkout' },
    );
    const { queryClient } = renderI18n(() => ({ data: { 'app.greeting': 'Servus' } }), {
      appCatalogs,
      loadFallbackWhen: () => Promise.resolve(),
      children: <AppMessages />,
    });
    await screen.findByText('Servus · Kasse · Bye · Warenkorb');
    // The English fallback of the app's messages loads with the SDK's, once the page is shown.
    await waitFor(() =>
      expect(appCatalogs.mock.calls).toEqual(
        expect.arrayContaining([
          ['de', 'start'],
          ['de', 'later'],
          ['en', 'start'],
          ['en', 'later'],
        ]),
      ),
    );
    // prefetchCatalogs with the same loader fills the same cache entries.
    await prefetchCatalogs(queryClient, 'sv', { appCatalogs });
    expect(queryClient.getQueryData(['stowly', 'catalog', 'sv', 'start', 'app'])).toMatchObject({
      'app.greeting': 'Hello',
      'booking.step.basket': 'Varukorg',
    });
  });

  it('useTranslation outside the provider throws an error naming it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTranslation())).toThrow(
      'useTranslation must be used within <I18nProvider>',
    );
  });

  it('needs a QueryClientProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createFakeApi();
    expect(() => render(<I18nProvider client={api.client} language="en" />)).toThrow(
      '<I18nProvider> must be rendered inside a TanStack <QueryClientProvider>',
    );
  });
});

describe('<I18nProvider tenantTranslations>: the tenant’s own words from GET /setup', () => {
  const setupWith = (translations: Record<string, string>) => ({
    data: {
      appearance: {
        colors: {
          primary: '#265E92',
          secondary: '#C4DDF1',
          error: '#CA3E3E',
          text: '#132B40',
          background: '#FAFAFA',
          disabled: '#D5D5D5',
          darkDisabled: '#8E8E8E',
          headerBackground: '#FFFFFF',
          headerText: '#000000',
        },
        font: null,
      },
      tenant: { id: 2, name: 'CityStash' },
      logoUrl: null,
      imprintUrl: null,
      privacyPolicyUrl: null,
      cookiePolicyUrl: null,
      featureFlags: { languageSwitch: true },
      translations,
    },
  });

  it('override the catalogs and GET /translation key by key, in their own language, as text', async () => {
    const api = createFakeApi({
      'GET /translation': () => ({
        data: { 'booking.step.basket': 'Korb des Anbieters', 'formValidation.maxLength': 'Höchstens {max}' },
      }),
      'GET /setup': (request) =>
        request.headers.get('Content-Language') === 'de'
          ? setupWith({ 'booking.step.basket': '<b>Ihr Lagerkorb</b>' })
          : setupWith({}),
    });
    const queryClient = createTestQueryClient();
    const tree = (language: Language) => (
      <QueryClientProvider client={queryClient}>
        <I18nProvider client={api.client} language={language} tenantTranslations={{ locationIds: [3] }}>
          <Messages />
        </I18nProvider>
      </QueryClientProvider>
    );
    const view = render(tree('de'));
    // The tenant's wording wins over the provider's; the provider's still fills the key the tenant left.
    await screen.findByText('<b>Ihr Lagerkorb</b>');
    expect(items()).toEqual(['<b>Ihr Lagerkorb</b>', 'Höchstens 50', 'booking.unknownKey', 'de de-DE']);
    expect(document.querySelector('b')).toBeNull();
    expect(api.requestsTo('GET /setup')[0]?.query.locationIds).toBe('3');

    // English has no tenant wording: the English catalog, not the German tenant text.
    view.rerender(tree('en'));
    await screen.findByText('Korb des Anbieters');
    expect(screen.queryByText('<b>Ihr Lagerkorb</b>')).toBeNull();
  });
});
