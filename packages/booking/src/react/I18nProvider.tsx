import { type StowlyClient, setupQueries } from '@stowly/api-client';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createI18n, type I18n, type Language, loadCatalog, type MessageError, whenIdle } from '../index';
import { I18nContext } from './internal/I18nContext';
import { loadMessageParser, messagesNeedParser } from './internal/messageParser';
import { useLatestRef } from './internal/useLatestRef';
import { useRequiredQueryClient } from './internal/useRequiredQueryClient';

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** The interface language (see `createLanguageStore` for choosing it). */
  language: Language;
  /** The booking API client; the tenant's translations come from its `GET /translation`. */
  client: StowlyClient;
  /**
   * The integrator's own messages, overriding the server translations and the SDK catalogs key by
   * key. Keep the object stable (a constant or memoized): a new object rebuilds the formatter.
   */
  messages?: Readonly<Record<string, string>>;
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
   * Rendered instead of the children until the first language's catalogs and server translations
   * are settled. On a language change the previous language stays on screen until the new one is ready.
   * @default null
   */
  fallback?: ReactNode;
  /** The translated interface. */
  children?: ReactNode;
}

const catalogQuery = (language: Language) => ({
  queryKey: ['stowly', 'catalog', language] as const,
  queryFn: () => loadCatalog(language),
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
 * Loads the SDK catalog of `language` into `queryClient` before the first render, so an
 * `I18nProvider` over that client shows its children at once instead of its `fallback`: for a
 * server-rendered page, a test, or a story. (The English fallback of another language is loaded by
 * the provider once the page is idle.) The tenant's server translations are still fetched by the
 * provider (or seeded by the caller under `setupQueries.translation`).
 *
 * @example
 * await prefetchCatalogs(queryClient, 'sv');
 * root.render(<QueryClientProvider client={queryClient}><I18nProvider ... /></QueryClientProvider>);
 */
export async function prefetchCatalogs(queryClient: QueryClient, language: Language): Promise<void> {
  await queryClient.prefetchQuery(catalogQuery(language));
}

/**
 * Provides the interface messages of one language to `useTranslation`: the SDK catalog of the
 * language (loaded on demand) overridden key by key by the tenant's server translations
 * (`GET /translation`, never stale) and by `messages`. When the server translations cannot be
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
  const { language, client, messages, onMessageError, onLoadError } = props;
  const callbacks = useLatestRef({ onMessageError, onLoadError, loadFallbackWhen: props.loadFallbackWhen });
  // The message failures reported so far: each once for the provider's life, across formatters.
  const [reported] = useState(() => new Set<string>());

  const own = useQuery(catalogQuery(language));
  // English first only where it is the language or the language's catalog failed; otherwise it is a
  // fallback, loaded once the page is idle (`fallbackWanted`), off the first page's critical path.
  const englishFirst = language === 'en' || own.isError;
  const [fallbackWanted, setFallbackWanted] = useState(false);
  const english = useQuery({ ...catalogQuery('en'), enabled: englishFirst || fallbackWanted });
  const server = useQuery(setupQueries.translation(client, language));
  const loaded =
    own.status !== 'pending' &&
    server.status !== 'pending' &&
    (!englishFirst || english.status !== 'pending');
  // A build with precompiled catalogs has no ICU parser at first: it is loaded when some message
  // arrives as ICU text (a tenant translation or an integrator message with arguments).
  const parserWanted = useMemo(
    () =>
      loaded &&
      [own.data, english.data, server.data, messages].some((source) =>
        messagesNeedParser(source && Object.values(source)),
      ),
    [loaded, own.data, english.data, server.data, messages],
  );
  const parser = useQuery({ ...messageParserQuery, enabled: parserWanted });
  const settled = loaded && (!parserWanted || parser.status !== 'pending');

  const catalogError = own.error ?? english.error ?? parser.error;
  useEffect(() => {
    if (catalogError) callbacks.current.onLoadError?.(catalogError);
  }, [catalogError, callbacks]);

  const ready = useMemo<I18n | null>(() => {
    if (!settled) return null;
    return createI18n({
      language,
      catalogs: {
        ...(english.data && { en: english.data }),
        ...(own.data && { [language]: own.data }),
      },
      serverMessages: { ...server.data, ...messages },
      onError: (error) => callbacks.current.onMessageError?.(error),
      reported,
    });
  }, [settled, language, english.data, own.data, server.data, messages, callbacks, reported]);

  // Keep showing the previous language while another one loads, instead of the fallback.
  const [shown, setShown] = useState<I18n | null>(null);
  if (ready && ready !== shown) setShown(ready);
  const i18n = ready ?? shown;
  const shownOnce = i18n !== null;
  useEffect(() => {
    if (!shownOnce || fallbackWanted) return;
    const { loadFallbackWhen } = callbacks.current;
    if (!loadFallbackWhen) return whenIdle(() => setFallbackWanted(true));
    const unmounted = new AbortController();
    const want = () => {
      if (!unmounted.signal.aborted) setFallbackWanted(true);
    };
    loadFallbackWhen(unmounted.signal).then(want, want);
    return () => unmounted.abort();
  }, [shownOnce, fallbackWanted, callbacks]);

  return i18n ? (
    <I18nContext.Provider value={i18n}>{props.children}</I18nContext.Provider>
  ) : (
    (props.fallback ?? null)
  );
}
