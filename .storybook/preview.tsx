import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { StowlyClient } from '@stowly/api-client';
import { isSupportedLanguage, type Language, SUPPORTED_LANGUAGES } from '@stowly/booking';
import { I18nProvider, prefetchCatalogs } from '@stowly/booking/react';
import { StowlyThemeProvider } from '@stowly/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../packages/ui/src/styles.css';
import { type StoryTenantId, storyTenants } from './tenants';

/** What a story may fix with `parameters: { stowly: { ... } }`; the toolbar picks the rest. */
export interface StowlyStoryParameters {
  /** The tenant whose theme the story is shown in. @default 'nordbox' (or the toolbar's choice) */
  tenant?: StoryTenantId;
  /** The interface language. @default 'en' (or the toolbar's choice) */
  language?: Language;
}

/**
 * Stories load nothing from a network: the tenant translations of each language are seeded in the
 * query cache as empty, so the I18nProvider shows the SDK catalogs and never calls this client.
 */
const offlineClient = new Proxy(
  {},
  {
    get() {
      return () => Promise.reject(new Error('Stories make no API requests.'));
    },
  },
) as StowlyClient;

/** The tenant and language of a story: its own parameters first, then the toolbar, then the defaults. */
function storySetting(context: { parameters: Record<string, unknown>; globals: Record<string, unknown> }) {
  const fixed = (context.parameters.stowly ?? {}) as StowlyStoryParameters;
  const globalTenant = context.globals.tenant;
  const globalLanguage = context.globals.language;
  const tenant: StoryTenantId =
    fixed.tenant ??
    (typeof globalTenant === 'string' && globalTenant in storyTenants
      ? (globalTenant as StoryTenantId)
      : 'nordbox');
  const language: Language = fixed.language ?? (isSupportedLanguage(globalLanguage) ? globalLanguage : 'en');
  return { tenant, language };
}

/**
 * Before a story renders: a query client with the language's SDK catalogs loaded and empty tenant
 * translations, so the story shows its texts from the first render (and its play function finds them).
 */
const loadStowly: Loader = async (context) => {
  const { language } = storySetting(context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['translation', language], {});
  await prefetchCatalogs(queryClient, language);
  return { queryClient };
};

/** Wraps every story in the Stowly providers for its tenant and language. */
const withStowly: Decorator = (Story, context) => {
  const { tenant, language } = storySetting(context);
  const { queryClient } = context.loaded as { queryClient: QueryClient };
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider client={offlineClient} language={language} fallback={<p>Loading texts…</p>}>
        <StowlyThemeProvider appearance={storyTenants[tenant].appearance}>
          <Story />
        </StowlyThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
};

const preview: Preview = {
  loaders: [loadStowly],
  decorators: [withStowly],
  globalTypes: {
    tenant: {
      description: 'Tenant theme',
      toolbar: {
        title: 'Tenant',
        icon: 'paintbrush',
        items: Object.entries(storyTenants).map(([value, tenant]) => ({ value, title: tenant.name })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: SUPPORTED_LANGUAGES.map((language) => ({ value: language, title: language })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { tenant: 'nordbox', language: 'en' },
  parameters: {
    layout: 'padded',
    // Every story must pass axe; the addon shows violations as errors, and the tests run axe too.
    a11y: { test: 'error' },
  },
};

export default preview;
