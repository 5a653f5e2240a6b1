import type { Language } from '@stowly/booking';
import { I18nProvider, type I18nProviderProps } from '@stowly/booking/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { StowlyThemeProvider, type StowlyThemeProviderProps } from '../../theme/StowlyThemeProvider';

/**
 * A booking API client that fails every request: the tests seed the server translations in the
 * query cache, so the I18nProvider never asks the API.
 */
const offlineClient = new Proxy(
  {},
  {
    get() {
      return () => Promise.reject(new Error('The UI tests make no API requests.'));
    },
  },
) as I18nProviderProps['client'];

/** Options of {@link renderWithStowly}. */
interface RenderOptions {
  /** The interface language. */
  language?: Language;
  /** Props of the StowlyThemeProvider. */
  theme?: Omit<StowlyThemeProviderProps, 'children'>;
}

/**
 * Renders `ui` inside the Stowly providers (English unless `language` is given) and waits until the
 * messages are loaded. `rerenderWithStowly` renders new children inside the same providers.
 */
export async function renderWithStowly(ui: ReactNode, options: RenderOptions = {}) {
  const language = options.language ?? 'en';
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['translation', language], {});
  const tree = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider client={offlineClient} language={language} fallback={<p>Loading texts</p>}>
        <StowlyThemeProvider {...options.theme}>{children}</StowlyThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
  const view = render(tree(ui));
  await waitFor(() => expect(view.container.querySelector('.stowly-Root')).not.toBeNull());
  return { ...view, rerenderWithStowly: (next: ReactNode) => view.rerender(tree(next)) };
}

/** Asserts that axe-core finds no accessibility violations in `container` (with axe `options`). */
export async function expectNoAxeViolations(container: Element, options: axe.RunOptions = {}): Promise<void> {
  const results = await axe.run(container, options);
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
