import { type StowlyClient, setupQueries } from '@stowly/api-client';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  type Catalog,
  type CatalogMessage,
  createI18n,
  type I18n,
  type Language,
  type MessageError,
  whenIdle,
} from '../index';
import { type CatalogPart, loadCatalogPart } from './internal/catalogParts';
import { I18nContext } from './internal/I18nContext';
import { type MessageParts, MessagePartsContext } from './internal/MessagePartsContext';
import { loadMessageParser, messagesNeedParser } from './internal/messageParser';
import { useLatestRef } from './internal/useLatestRef';
import { useRequiredQueryClient } from './internal/useRequiredQueryClient';

export type { CatalogPart } from './internal/catalogParts';

/**
 * Loads an app's own messages of one language and catalog part, for {@link I18nProviderProps.appCatalogs}:
 * ICU MessageFormat text (or syntax trees, where a build step precompiled them), keyed by message key.
 */
export type AppCatalogLoader = (
  language: Language,
  part: CatalogPart,
) => Promise<Readonly<Record<string, CatalogMessage>>>;

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** The interface language (see `createLanguageStore` for choosing it). */
  language: Language;
  /** The booking API client; the tenant's translations come from its `GET /translation`. */
  client: StowlyClient;
  /**
   * Apply the tenant's own wording: the `translations` of `GET /setup` (for these locations, in
   * the language), key by key over the SDK catalogs and the server translations of
   * `GET /translation`, below `messages`. They are shown as text, never as HTML. The same query as
   * the app shell's setup (one request): the first render does not wait for it (show what needs
   * the setup once it has loaded), a language change does; when the setup cannot be loaded, the
   * words without them are used.
   * @default undefined (the setup's translations are not read)
   */
  tenantTranslations?: { locationIds?: readonly number[] | undefined };
  /**
   * The integrator's own messages, overriding the tenant's and the server translations and the SDK catalogs key by
   * key. Keep the object stable (a constant or memoized): a new object rebuilds the formatter.
   */
  messages?: Readonly<Record<string, string>>;
  /**
   * The app's own message catalogs, beside the SDK's: loaded with them per language and part (the
   * `later` part holds the messages of the app's checkout and portal, see `deferMessages`), with English as the
   * fallback, and overridden key by key by the server translations and `messages`. A function of
   * module scope (one per query client); pass the same to `prefetchCatalogs`.
   */
  appCatalogs?: AppCatalogLoader;
  /**
   * Receives each message that failed to parse or format (English or the key was shown instead),
   * once for the provider's life however often it is rendered.
   */
  onMessageError?: (error: MessageError) => void;
  /**
   * Receives a failure to load an SDK catalog or the ICU parser (a chunk that did not download); the
   * messages fall back to English, or to the keys.
   */
  onLoadError?: (error: unknown) => void;
  /**
   * When to load the English catalog, the fallback of a message that does not format, for another
   * language: once the promise this returns settles (called after the first render). Pass the moment
   * the page has shown its content, so the fallback is not loaded before it. `signal` aborts when
   * the provider unmounts first: stop waiting then.
   * @default the browser's first idle moment after the first render
   */
  loadFallbackWhen?: (signal: AbortSignal) => Promise<unknown>;
  /**
   * Load the checkout's and the customer portal's messages (keys under `ui.checkout.` and
   * `ui.portal.`, the reasons a discount code does not apply, and the `later` part of
   * `appCatalogs`: about two fifths of each catalog) after the
   * first render, once the page is idle, instead of before it: a smaller first load for an app that
   * opens on the booking pages. Wrap what shows them (the checkout, a card form, the portal's tables
   * and dialogs) in {@link MessagesReady}, which asks for them at once and waits. Pass the same to
   * `prefetchCatalogs`.
   * @default false
   */
  deferMessages?: boolean;
  /**
   * Rendered instead of the children until the first language's catalogs and server translations
   * are settled. On a language change the previous language stays on screen until the new one is ready.
   * @default null
   */
  fallback?: ReactNode;
  /** The translated interface. */
  children?: ReactNode;
}

/** One part of a language's SDK catalog, with the app's own messages of that part when it has some. */
const catalogQuery = (language: Language, part: CatalogPart, appCatalogs: AppCatalogLoader | undefined) => ({
  queryKey: appCatalogs
    ? (['stowly', 'catalog', language, part, 'app'] as const)
    : (['stowly', 'catalog', language, part] as const),
  queryFn: async (): Promise<Partial<Catalog>> => {
    const [sdk, app] = await Promise.all([loadCatalogPart(language, part), appCatalogs?.(language, part)]);
    return app ? { ...sdk, ...app } : sdk;
  },
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** The ICU parser, loaded only by a build that precompiled its catalogs and meets text to parse. */
const messageParserQuery = {
  queryKey: ['stowly', 'messageParser'] as const,
  queryFn: () => loadMessageParser().then(() => true),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
};

/**
 * Loads the SDK catalog of `language` (and the app's, with `appCatalogs`) into `queryClient` before the first render, so an
 * `I18nProvider` over that client shows its children at once instead of its `fallback`: for a
 * server-rendered page, a test, or a story. (The English fallback of another language is loaded by
 * the provider once the page is idle.) The tenant's server translations are still fetched by the
 * provider (or seeded by the caller under `setupQueries.translation`). With `deferMessages` (as
 * given to the provider) only the part the first page needs is loaded; give the same `appCatalogs`.
 *
 * @example
 * await prefetchCatalogs(queryClient, 'sv');
 * root.render(<QueryClientProvider client={queryClient}><I18nProvider ... /></QueryClientProvider>);
 */
export async function prefetchCatalogs(
  queryClient: QueryClient,
  language: Language,
  options: { deferMessages?: boolean; appCatalogs?: AppCatalogLoader } = {},
): Promise<void> {
  const parts: CatalogPart[] = options.deferMessages ? ['start'] : ['start', 'later'];
  await Promise.all(
    parts.map((part) => queryClient.prefetchQuery(catalogQuery(language, part, options.appCatalogs))),
  );
}

/** The parts of one language's catalog at hand, as one partial catalog (undefined when none is). */
function joinParts(...parts: (Partial<Catalog> | undefined)[]): Partial<Catalog> | undefined {
  const present = parts.filter((part) => part !== undefined);
  return present.length > 0 ? Object.assign({}, ...present) : undefined;
}

/**
 * Provides the interface messages of one language to `useTranslation`: the SDK catalog of the
 * language (loaded on demand) overridden key by key by the server translations
 * (`GET /translation`, never stale), the tenant's own (`GET /setup` translations, with
 * `tenantTranslations`) and by `messages`. When the server translations cannot be
 * loaded, the SDK catalogs are used. English is the fallback of a message that does not format:
 * for another language its catalog loads once the page is idle (not before the first page), or
 * at once when the language's own catalog cannot be loaded. Needs a TanStack `QueryClientProvider`.
 *
 * @example
 * <I18nProvider client={client} language={language} fallback={<PageSkeleton />}>
 *   <App />
 * </I18nProvider>
 */
export function I18nProvider(props: I18nProviderProps): ReactNode {
  useRequiredQueryClient('I18nProvider');
  const { language, client, messages, appCatalogs, onMessageError, onLoadError } = props;
  const callbacks = useLatestRef({ onMessageError, onLoadError, loadFallbackWhen: props.loadFallbackWhen });
  // The message failures reported so far: each once for the provider's life, across formatters.
  const [reported] = useState(() => new Set<string>());

  // The checkout's and the portal's messages: before the first render, unless deferred; then once the
  // page is idle, or at once when a `MessagesReady` asks. Once wanted, every language loads them.
  const [laterRequested, setLaterRequested] = useState(!props.deferMessages);
  const requestLater = useCallback(() => setLaterRequested(true), []);
  const laterWanted = laterRequested || !props.deferMessages;

  const own = useQuery(catalogQuery(language, 'start', appCatalogs));
  const ownLater = useQuery({ ...catalogQuery(language, 'later', appCatalogs), enabled: laterWanted });
  // English first only where it is the language or the language's catalog failed; otherwise it is a
  // fallback, loaded once the page is idle (`fallbackWanted`), off the first page's critical path.
  const englishFirst = language === 'en' || own.isError;
  const englishLaterFirst = language === 'en' || ownLater.isError;
  const [fallbackWanted, setFallbackWanted] = useState(false);
  const english = useQuery({
    ...catalogQuery('en', 'start', appCatalogs),
    enabled: englishFirst || fallbackWanted,
  });
  const englishLater = useQuery({
    ...catalogQuery('en', 'later', appCatalogs),
    enabled: laterWanted && (englishLaterFirst || fallbackWanted),
  });
  const server = useQuery(setupQueries.translation(client, language));
  const tenantLocationIds = props.tenantTranslations?.locationIds;
  const tenant = useQuery({
    ...setupQueries.setup(client, {
      ...(tenantLocationIds?.length && { locationIds: [...tenantLocationIds] }),
      locale: language,
    }),
    enabled: props.tenantTranslations !== undefined,
    select: (setup) => setup.translations,
  });
  // What is on screen: on a language change the previous language stays until the new one is ready.
  const [shown, setShown] = useState<Shown | null>(null);
  // The first render does not wait for the setup (the app shows its skeleton meanwhile, and what
  // reads the setup shows once it has it, the tenant's words with it); a language change does, so
  // the tenant's words come with the new language, not after it.
  const waitForTenant = props.tenantTranslations !== undefined && shown !== null;
  const loaded =
    own.status !== 'pending' &&
    server.status !== 'pending' &&
    (!waitForTenant || tenant.status !== 'pending') &&
    (!englishFirst || english.status !== 'pending') &&
    (!laterWanted ||
      (ownLater.status !== 'pending' && (!englishLaterFirst || englishLater.status !== 'pending')));
  const ownCatalog = useMemo(() => joinParts(own.data, ownLater.data), [own.data, ownLater.data]);
  const englishCatalog = useMemo(
    () => joinParts(english.data, englishLater.data),
    [english.data, englishLater.data],
  );
  // A build with precompiled catalogs has no ICU parser at first: it is loaded when some message
  // arrives as ICU text (a tenant translation or an integrator message with arguments).
  const parserWanted = useMemo(
    () =>
      loaded &&
      [ownCatalog, englishCatalog, server.data, tenant.data, messages].some((source) =>
        messagesNeedParser(source && Object.values(source)),
      ),
    [loaded, ownCatalog, englishCatalog, server.data, tenant.data, messages],
  );
  const parser = useQuery({ ...messageParserQuery, enabled: parserWanted });
  const settled = loaded && (!parserWanted || parser.status !== 'pending');

  const catalogError = own.error ?? ownLater.error ?? english.error ?? englishLater.error ?? parser.error;
  useEffect(() => {
    if (catalogError) callbacks.current.onLoadError?.(catalogError);
  }, [catalogError, callbacks]);

  const ready = useMemo<Shown | null>(() => {
    if (!settled) return null;
    const i18n = createI18n({
      language,
      catalogs: {
        ...(englishCatalog && { en: englishCatalog }),
        ...(ownCatalog && { [language]: ownCatalog }),
      },
      // The provider's words, then the tenant's own, then the integrator's: each key by key.
      serverMessages: { ...server.data, ...tenant.data, ...messages },
      onError: (error) => callbacks.current.onMessageError?.(error),
      reported,
    });
    return { i18n, later: laterWanted };
  }, [
    settled,
    language,
    englishCatalog,
    ownCatalog,
    server.data,
    tenant.data,
    messages,
    callbacks,
    reported,
    laterWanted,
  ]);

  // Keep showing the previous language while another one loads, instead of the fallback.
  if (ready && ready !== shown) setShown(ready);
  const current = ready ?? shown;
  const i18n = current?.i18n ?? null;
  const shownOnce = i18n !== null;
  useEffect(() => {
    if (!shownOnce || fallbackWanted) return;
    const want = () => {
      setFallbackWanted(true);
      setLaterRequested(true);
    };
    const { loadFallbackWhen } = callbacks.current;
    if (!loadFallbackWhen) return whenIdle(want);
    const unmounted = new AbortController();
    const wantUnlessUnmounted = () => {
      if (!unmounted.signal.aborted) want();
    };
    loadFallbackWhen(unmounted.signal).then(wantUnlessUnmounted, wantUnlessUnmounted);
    return () => unmounted.abort();
  }, [shownOnce, fallbackWanted, callbacks]);

  const laterReady = current?.later ?? false;
  const parts = useMemo<MessageParts>(() => ({ laterReady, requestLater }), [laterReady, requestLater]);

  return i18n ? (
    <I18nContext.Provider value={i18n}>
      <MessagePartsContext.Provider value={parts}>{props.children}</MessagePartsContext.Provider>
    </I18nContext.Provider>
  ) : (
    (props.fallback ?? null)
  );
}

/** What an `I18nProvider` shows: the formatter, and whether it has the `later` catalog part. */
interface Shown {
  i18n: I18n;
  later: boolean;
}

/** Props of {@link MessagesReady}. */
export interface MessagesReadyProps {
  /** Shown while the messages load. @default null */
  fallback?: ReactNode;
  /** What shows the checkout's or the portal's messages. */
  children?: ReactNode;
}

/**
 * Shows its children once the nearest `I18nProvider` has the checkout's and the portal's messages
 * (keys under `ui.checkout.` and `ui.portal.`, the reasons a discount code does not apply, and the
 * `later` part of its `appCatalogs`), which a
 * provider with `deferMessages`
 * loads after the first page; until then the
 * `fallback`. It asks the provider to load them at once. Without `deferMessages` (or with them
 * loaded) it shows its children straight away.
 *
 * @example
 * <MessagesReady fallback={<Loading />}>
 *   <CustomerPortal />
 * </MessagesReady>
 */
export function MessagesReady(props: MessagesReadyProps): ReactNode {
  const parts = useContext(MessagePartsContext);
  const laterReady = parts?.laterReady ?? true;
  const requestLater = parts?.requestLater;
  useEffect(() => {
    if (!laterReady) requestLater?.();
  }, [laterReady, requestLater]);
  return laterReady ? props.children : (props.fallback ?? null);
}
