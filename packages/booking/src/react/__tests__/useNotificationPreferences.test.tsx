// @vitest-environment jsdom
import { defaultQueryClientOptions, type Schema } from '@stowly/api-client';
import { apiError, createFakeApi } from '@stowly/api-client/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalProvider, useNotificationPreferences, useSaveNotificationPreferences } from '../index';

afterEach(cleanup);

const stored: Schema<'NotificationPreferences'> = {
  channels: {
    email: { invoices: true, reminders: true, news: false },
    sms: { invoices: false, reminders: false, news: false },
  },
  smsAvailable: true,
  marketingConsent: false,
  updatedAt: null,
};

describe('notification preference hooks', () => {
  it('read the preferences and save the whole matrix, replacing the cached ones', async () => {
    const api = createFakeApi({
      'GET /customer-portal/notification-preferences': () => ({ data: stored }),
      'PUT /customer-portal/notification-preferences': ({ body }) => {
        if (body.channels.sms.news) {
          return apiError(422, 'phone-number-required', 'No phone number', [
            { field: 'channels.sms.news', code: 'phoneNumberRequired' },
          ]);
        }
        return {
          data: {
            ...stored,
            channels: body.channels,
            marketingConsent: body.channels.email.news,
            updatedAt: '2026-11-21T12:00:00Z',
          },
        };
      },
    });
    const queryClient = new QueryClient({ defaultOptions: defaultQueryClientOptions });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <PortalProvider client={api.client}>{children}</PortalProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ preferences: useNotificationPreferences(), save: useSaveNotificationPreferences() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.preferences.data).toEqual(stored));

    const withNews = { ...stored.channels, email: { invoices: true, reminders: false, news: true } };
    await act(() => result.current.save.mutateAsync(withNews));
    expect(api.requestsTo('PUT /customer-portal/notification-preferences').map((r) => r.body)).toEqual([
      { channels: withNews },
    ]);
    expect(queryClient.getQueryData(['customer-portal', 'notification-preferences'])).toMatchObject({
      channels: withNews,
      marketingConsent: true,
    });

    const refused = { ...withNews, sms: { invoices: false, reminders: false, news: true } };
    await act(async () => {
      await expect(result.current.save.mutateAsync(refused)).rejects.toMatchObject({
        status: 422,
        code: 'phone-number-required',
      });
    });
    // The cache keeps what the server stored.
    expect(queryClient.getQueryData(['customer-portal', 'notification-preferences'])).toMatchObject({
      channels: withNews,
    });
  });
});
