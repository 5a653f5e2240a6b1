import { type StowlyClient, setupQueries } from '@stowly/api-client';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createI18n, type I18n, type Language, loadCatalog, type MessageError } from '../index';
import { I18nContext } from './internal/I18nContext';
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
  /** Receives each message that failed to parse or format (English or the key was shown instead). */
  onMessageError?: (error: MessageError) => void;
  /**
   * Receives a failure to load an SDK catalog (a chunk that did not download); the messages fall
   * back to English, or to the keys.
   */
  onLoadError?: (error: unknown) => void;
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

/**
 * Loads the SDK catalogs of `language` (and the English fallback) into `queryClient` before the
 * first render, so an `I18nProvider` over that client shows its children at once instead of its
 * `fallback`: for a server-rendered page, a test, or a story. The tenant's server translations are
 * still fetched by the provider (or seeded by the caller under `setupQueries.translation`).
 *
 * @example
 * await prefetchCatalogs(queryClient, 'sv');
 * root.render(<QueryClientProvider client={queryClient}><I18nProvider ... /></QueryClientProvider>);
 */
export async function prefetchCatalogs(queryClient: QueryClient, language: Language): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(catalogQuery('en')),
    queryClient.prefetchQuery(catalogQuery(language)),
  ]);
}

/**
 * Provides the interface messages of one language to `useTranslation`: the SDK catalog of the
 * language (loaded on demand, with English as the fallback) overridden key by key by the tenant's
 * server translations (`GET /translation`, never stale) and by `messages`. When the server
 * translations cannot be loaded, the SDK catalogs are used. Needs a TanStack `QueryClientProvider`.
 *
 * @example
 * <I18nProvider client={client} language={language} fallback={<PageSkeleton />}>
 *   <App />
 * </I18nProvider>
 */
export function I18nProvider(props: I18nProviderProps): ReactNode {
  useRequiredQueryClient('I18nProvider');
  const { language, client, messages, onMessageError, onLoadError } = props;
  const callbacks = useLatestRef({ onMessageError, onLoadError });

  const english = useQuery(catalogQuery('en'));
  const own = useQuery(catalogQuery(language));
  const server = useQuery(setupQueries.translation(client, language));
  const settled = english.status !== 'pending' && own.status !== 'pending' && server.status !== 'pending';

  const catalogError = own.error ?? english.error;
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
    });
  }, [settled, language, english.data, own.data, server.data, messages, callbacks]);

  // Keep showing the previous language while another one loads, instead of the fallback.
  const [shown, setShown] = useState<I18n | null>(null);
  if (ready && ready !== shown) setShown(ready);
  const i18n = ready ?? shown;

  return i18n ? (
    <I18nContext.Provider value={i18n}>{props.children}</I18nContext.Provider>
  ) : (
    (props.fallback ?? null)
  );
}
