import { type Schema, setupQueries } from '@stowly/api-client';
import { I18nProvider, ToastProvider, useToasts } from '@stowly/booking/react';
import {
  AppFrame,
  type AppFrameLinks,
  AppSkeleton,
  LanguageSwitcherButton,
  ServerErrorPage,
  StowlyThemeProvider,
  ToastRegion,
} from '@stowly/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { loadWebCatalog } from '../i18n/loadWebCatalog';
import { useSearchParams } from '../routes/useSearchParams';
import { AccountActions } from './AccountActions';
import { afterPageData } from './afterPageData';
import { CookieSettingsButton } from './CookieSettingsButton';
import { useOfferedLanguages } from './languageOffer';
import { PageAsideContext, usePageAsideSlot } from './PageAside';
import { useLoadingIndicator } from './pageReadiness';
import { RouteFocus } from './RouteFocus';
import { RouterLink } from './RouterLink';
import { RouteTracking } from './RouteTracking';
import { reportError } from './reportError';
import { ServerStatus, useHydrated } from './serverRender';
import { isServerRenderedPage } from './serverState';
import { useAppServices } from './useAppServices';
import { useLanguage } from './useLanguage';
import { TenantNameContext } from './usePageTitle';
import { useSetupLocation } from './useSetupLocation';
import { type ShellExtrasState, useShellExtras } from './useShellExtras';
import { useStoreState } from './useStoreState';

/** The favicon sizes of spec section 7. */
const FAVICON_SIZES = [32, 128, 180, 192] as const;

/** The favicon links of the tenant (and location): React places them in the document head. */
function Favicons(props: { locationId: number | null }): ReactNode {
  const { apiBaseUrl } = useAppServices();
  const query = props.locationId === null ? '' : `&locationIds=${props.locationId}`;
  return FAVICON_SIZES.map((size) => (
    <link
      key={size}
      rel={size === 180 ? 'apple-touch-icon' : 'icon'}
      type="image/png"
      sizes={`${size}x${size}`}
      href={`${apiBaseUrl}/favicon?size=${size}${query}`}
    />
  ));
}

/** The full-page skeleton while the tenant setup loads (a loading indicator: see `pageReadiness`). */
function ShellSkeleton(): ReactNode {
  useLoadingIndicator();
  return <AppSkeleton />;
}

/** The toast area (bottom centre, 300 px wide) showing the toasts of `useToasts`. */
function ToastArea(): ReactNode {
  const { toasts, dismiss } = useToasts();
  return <ToastRegion toasts={toasts} onDismiss={dismiss} />;
}

/** Whether the language switcher shows: the tenant's `languageSwitch` flag, or `?languageSwitch=true` once seen. */
function useLanguageSwitchFlag(tenantFlag: boolean | undefined): boolean {
  const [searchParams] = useSearchParams();
  const [queryFlag, setQueryFlag] = useState(false);
  if (!queryFlag && searchParams.get('languageSwitch') === 'true') setQueryFlag(true);
  return tenantFlag === true || queryFlag;
}

/**
 * The header's language switcher. Until the shell's extras have loaded (`useShellExtras`), its
 * button alone stands in, looking and named the same; reaching for it (focus or press) loads the
 * menu at once, and focus and a press carry over to the real switcher.
 */
function HeaderLanguageMenu(props: {
  extras: ShellExtrasState;
  locationLanguages: readonly Schema<'Language'>[] | undefined;
  onWanted: () => void;
}): ReactNode {
  const { extras, locationLanguages, onWanted } = props;
  const { language } = useLanguage();
  const languages = useOfferedLanguages(locationLanguages);
  const slot = useRef<HTMLSpanElement>(null);
  const reached = useRef<'focused' | 'pressed' | null>(null);
  const loaded = extras.status === 'loaded';
  useLayoutEffect(() => {
    if (!loaded || reached.current === null) return;
    const wasReached = reached.current;
    reached.current = null;
    // Only when the stand-in's focus went with it: a visitor who moved on keeps their focus.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (!focusLost) return;
    const button = slot.current?.querySelector('button');
    button?.focus();
    if (wasReached === 'pressed') button?.click();
  }, [loaded]);
  // Without the menu's code (it failed to load twice, reported) a button that opens nothing would mislead.
  if (extras.status === 'failed') return null;
  return (
    <span ref={slot} style={{ display: 'contents' }}>
      {extras.status === 'loaded' ? (
        <extras.extras.LanguageMenu locationLanguages={locationLanguages} />
      ) : (
        <LanguageSwitcherButton
          languages={languages}
          value={language}
          onFocus={() => {
            reached.current ??= 'focused';
            onWanted();
          }}
          onPress={() => {
            reached.current = 'pressed';
            onWanted();
          }}
        />
      )}
    </span>
  );
}

/**
 * Everything under the language: the tenant setup (`GET /setup`: theme, name, logo, links, flags),
 * the full-page skeleton while it first loads, then the app frame around the routed page (`children`), the
 * cookie consent modal, the toast area and route tracking.
 */
function AppShell(props: { children?: ReactNode }): ReactNode {
  const { client, consentStore, cspNonce } = useAppServices();
  const { language } = useLanguage();
  const [pathname] = useLocation();
  const isPortal = pathname.split('/').includes('customer-portal');

  const { locationId, locationQuery, location, setupLocationIds } = useSetupLocation();
  // A failed setup load is reported by the API client's `onError`, like every failed call.
  const setupQuery = useQuery({
    ...setupQueries.setup(client, { locationIds: setupLocationIds, locale: language }),
    placeholderData: keepPreviousData,
  });

  const setup = setupQuery.data;
  const showLanguageSwitch = useLanguageSwitchFlag(setup?.featureFlags.languageSwitch);
  // The stored consent is the browser's: the server and the hydration render as if it were given
  // (no dialog, nothing inert), and the dialog comes after, over the page (no layout shift).
  const hydrated = useHydrated();
  const consentSeen = useStoreState(consentStore, (state) => state.seen) || !hydrated;
  const aside = usePageAsideSlot();
  const [switcherWanted, setSwitcherWanted] = useState(false);
  const extras = useShellExtras(switcherWanted);

  if (!setup) {
    // A setup that failed for an unknown location is retried without it once the location lookup
    // fails too (the location guard then shows not found): keep the skeleton meanwhile.
    const waitingForLocation = locationId !== null && locationQuery.isPending;
    const failed = setupQuery.isError && !setupQuery.isFetching && !waitingForLocation;
    return (
      <StowlyThemeProvider linkComponent={RouterLink}>
        {failed ? (
          <>
            <ServerStatus status={503} />
            <ServerErrorPage retry={() => void setupQuery.refetch()} />
          </>
        ) : (
          <ShellSkeleton />
        )}
      </StowlyThemeProvider>
    );
  }

  // Spec section 2: in the customer portal only the tenant's (global) links; elsewhere the
  // location's own links, then the global ones (a link both have shows once).
  const globalLinks: AppFrameLinks = {
    owner: setup.tenant.name,
    imprintUrl: setup.imprintUrl,
    privacyPolicyUrl: setup.privacyPolicyUrl,
  };
  const links: AppFrameLinks[] =
    isPortal || !location
      ? [globalLinks]
      : [
          {
            owner: location.name,
            imprintUrl: location.imprintUrl,
            privacyPolicyUrl: location.privacyPolicyUrl,
          },
          globalLinks,
        ];
  // Without the consent dialog's code (it failed to load twice), the page is not held inert:
  // nothing is consented to, so no tracking runs.
  const consentPending = !consentSeen && extras.status !== 'failed';
  return (
    <StowlyThemeProvider appearance={setup.appearance} linkComponent={RouterLink} nonce={cspNonce}>
      <Favicons locationId={location ? location.id : null} />
      <TenantNameContext.Provider value={setup.tenant.name}>
        <PageAsideContext.Provider value={aside.slot}>
          {/* The page behind the consent dialog is inert until the visitor chooses (spec section 2:
              the dialog is persistent); `display: contents` keeps the frame's layout. */}
          <div className="web-ConsentBoundary" inert={consentPending} style={{ display: 'contents' }}>
            <AppFrame
              tenantName={setup.tenant.name}
              logoUrl={setup.logoUrl}
              actions={
                <>
                  {/* The account actions come first: they change width once the browser knows
                      who is signed in, and the header's end holds still, so the switcher at the
                      end does not move (no layout shift). */}
                  <AccountActions />
                  {showLanguageSwitch ? (
                    <HeaderLanguageMenu
                      extras={extras}
                      locationLanguages={location?.languages}
                      onWanted={() => setSwitcherWanted(true)}
                    />
                  ) : null}
                </>
              }
              links={links}
              aside={aside.hasAside ? <div ref={aside.setElement} className="web-PageAside" /> : undefined}
            >
              {props.children}
            </AppFrame>
            <CookieSettingsButton />
          </div>
        </PageAsideContext.Provider>
        <RouteTracking locationId={location ? location.id : null} />
        <RouteFocus />
      </TenantNameContext.Provider>
      <ToastArea />
      {!consentSeen && extras.status === 'loaded' ? (
        <extras.extras.ConsentDialog
          cookiePolicyUrl={setup.cookiePolicyUrl}
          locationLanguages={location?.languages}
        />
      ) : null}
    </StowlyThemeProvider>
  );
}

/**
 * The root layout: resolves the interface language (the `lang` query first, then the stored choice,
 * the browser and English), provides the messages (`I18nProvider`) and toasts, and renders the
 * app shell around the routed pages (`children`).
 */
export function RootLayout(props: { children?: ReactNode }): ReactNode {
  const { client, languageStore } = useAppServices();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  // The tenant's own wording (`GET /setup` translations) over the catalogs, from the app shell's setup.
  const { setupLocationIds } = useSetupLocation();
  // English, the fallback of other languages' messages, after the page's content.
  const loadFallbackWhen = useCallback(
    (signal: AbortSignal) => afterPageData(queryClient, { signal }),
    [queryClient],
  );
  const [searchParams] = useSearchParams();
  const lang = searchParams.get('lang');
  // On a server's page, the first resolve waits until the page is live: the app hydrates each
  // page's loading boundary after this effect, in the server's language, and a language switched
  // meanwhile would render those parts with other words and other data (queries are keyed by
  // language) than the server's HTML has. Later ones (a new `lang` query) apply at once, as do all
  // of a page the browser renders alone.
  const live = useRef<boolean | null>(null);
  useEffect(() => {
    live.current ??= !isServerRenderedPage(document);
    const resolve = () => languageStore.getState().resolve({ query: lang, browser: navigator.languages });
    if (live.current) {
      resolve();
      return;
    }
    const waiting = new AbortController();
    void afterPageData(queryClient, { signal: waiting.signal }).then(() => {
      live.current = true;
      resolve();
    });
    return () => waiting.abort();
  }, [languageStore, lang, queryClient]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <I18nProvider
      client={client}
      language={language}
      onLoadError={reportError}
      onMessageError={reportError}
      loadFallbackWhen={loadFallbackWhen}
      appCatalogs={loadWebCatalog}
      tenantTranslations={{ locationIds: setupLocationIds }}
      // The checkout's messages load after the first page (its pages wait for them:
      // `withLaterMessages`), so the unit list's first load carries less of the catalog.
      deferMessages
    >
      <ToastProvider>
        <AppShell>{props.children}</AppShell>
      </ToastProvider>
    </I18nProvider>
  );
}
