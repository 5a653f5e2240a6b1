// @vitest-environment jsdom

import { createFakeApi } from '@stowly/api-client/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../index';
import { I18nProvider, useTranslation } from '../index';
import { createTestQueryClient } from './support/renderWithBooking';

afterEach(cleanup);

/** A price and a move-in date, formatted the way a page would. */
function Summary() {
  const { formatMoney, formatDay } = useTranslation();
  return (
    <p>
      {formatMoney(1190, 'EUR')} ·{' '}
      {formatDay('2026-03-29', { dateStyle: 'long', timeZone: 'Pacific/Kiritimati' })}
    </p>
  );
}

function renderSummary(language: Language) {
  const api = createFakeApi({ 'GET /translation': () => ({ data: {} }) });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <I18nProvider client={api.client} language={language}>
        <Summary />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('useTranslation formatters', () => {
  it('formats money and days in the interface language, the day kept on its date', async () => {
    renderSummary('de');
    expect((await screen.findByText(/2026/)).textContent?.replace(/\s/g, ' ')).toBe(
      '1.190,00 € · 29. März 2026',
    );
  });

  it('follows the language', async () => {
    renderSummary('fi');
    expect((await screen.findByText(/2026/)).textContent?.replace(/\s/g, ' ')).toBe(
      '1 190,00 € · 29. maaliskuuta 2026',
    );
  });
});
