// @vitest-environment jsdom

import { apiError, createFakeApi, withStatus } from '@stowly/api-client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pageOf, portalHandlers } from '../../../portal/__tests__/support/portalScenario';
import { renderPortal } from '../../../portal/__tests__/support/renderPortal';

afterEach(cleanup);

describe('portal routes', { timeout: 20_000 }, () => {
  it('/customer-portal goes to the account overview, keeping lang', async () => {
    const api = createFakeApi(portalHandlers());
    const { currentUrl } = await renderPortal('/customer-portal?lang=de', api, { strict: true });
    await waitFor(() => expect(currentUrl()).toBe('/customer-portal/account-overview?lang=de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
  });

  it.each([
    '/customer-portal/account-overview/abc',
    '/customer-portal/account-overview/1e3/payment/update',
    '/customer-portal/account-overview/-1/shared-access',
  ])('%s (an id that is not digits only) is not found, with no API call', async (path) => {
    const api = createFakeApi(portalHandlers());
    await renderPortal(path, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('a location that is not the customer’s goes to the account overview', async () => {
    const api = createFakeApi(portalHandlers());
    const { currentUrl } = await renderPortal(
      '/customer-portal/account-overview/99/payment/update?lang=sv',
      api,
    );
    await waitFor(() => expect(currentUrl()).toBe('/customer-portal/account-overview?lang=sv'));
    expect(await screen.findByRole('tab', { name: 'Nordbox Södermalm', selected: true })).toBeTruthy();
    expect(api.requestsTo('GET /customer-portal/customer/{customerId}/setup-intent')).toEqual([]);
  });

  it('shared access where the location does not allow it goes to that location’s overview', async () => {
    const api = createFakeApi(portalHandlers());
    const { currentUrl } = await renderPortal(
      '/customer-portal/account-overview/12/shared-access?lang=sv',
      api,
    );
    await waitFor(() => expect(currentUrl()).toBe('/customer-portal/account-overview/12?lang=sv'));
    expect(await screen.findByRole('tab', { name: 'Nordbox Kista', selected: true })).toBeTruthy();
    expect(api.requestsTo('GET /customer-portal/shared-access/{locationId}')).toEqual([]);
  });

  it('shared access where allowed: lists the people, invites one, shows manager-exists on the email field', async () => {
    const managers = [
      {
        id: 70,
        name: 'Maja Berg',
        email: 'maja.berg@example.com',
        status: 'active' as const,
        createdAt: '2026-03-22T10:00:00Z',
      },
    ];
    const api = createFakeApi(portalHandlers());
    api.use({
      'GET /customer-portal/shared-access/{locationId}': ({ query }) => pageOf(managers, query),
      'POST /customer-portal/shared-access/{locationId}': ({ body }) => {
        if (managers.some((manager) => manager.email === body.email)) return apiError(409, 'manager-exists');
        const manager = { id: 71, ...body, status: 'active' as const, createdAt: '2026-04-01T10:00:00Z' };
        managers.unshift(manager);
        return withStatus(201, { data: { ...manager, status: 'invited' as const } });
      },
    });
    await renderPortal('/customer-portal/account-overview/11/shared-access', api);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shared access at Nordbox Södermalm' }),
    ).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Maja Berg' })).toBeTruthy();
    expect(api.requestsTo('GET /customer-portal/shared-access/{locationId}')[0]?.query).toEqual({
      page: '1',
      pageSize: '5',
    });

    const form = screen.getByRole('form', { name: 'Invite a person' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Maja Berg');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Email address' }),
      'maja.berg@example.com',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(form).findByText('This email address already has access at this location.'),
    ).toBeTruthy();

    await userEvent.clear(within(form).getByRole('textbox', { name: 'Full name' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Erik Lund');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Email address' }));
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Email address' }),
      'erik.lund@example.com',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByRole('rowheader', { name: 'Erik Lund' })).toBeTruthy();
    expect(api.requestsTo('POST /customer-portal/shared-access/{locationId}').map((r) => r.body)).toEqual([
      { name: 'Maja Berg', email: 'maja.berg@example.com' },
      { name: 'Erik Lund', email: 'erik.lund@example.com' },
    ]);
    expect(screen.getByRole('link', { name: 'Back to my account' }).getAttribute('href')).toBe(
      '/customer-portal/account-overview/11',
    );
  });

  it('removing a person asks first, then sends the removal and the list refreshes', async () => {
    let managers = [
      {
        id: 70,
        name: 'Maja Berg',
        email: 'maja.berg@example.com',
        status: 'active' as const,
        createdAt: '2026-03-22T10:00:00Z',
      },
    ];
    const api = createFakeApi(portalHandlers());
    api.use({
      'GET /customer-portal/shared-access/{locationId}': ({ query }) => pageOf(managers, query),
      'DELETE /customer-portal/shared-access/{locationId}/{managerId}': ({ params }) => {
        managers = managers.filter((manager) => manager.id !== Number(params.managerId));
        return withStatus(204, undefined as never);
      },
    });
    await renderPortal('/customer-portal/account-overview/11/shared-access', api);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Maja Berg' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove access for Maja Berg?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));

    expect(await screen.findByText('Nobody else has access yet.')).toBeTruthy();
    expect(api.requestsTo('DELETE /customer-portal/shared-access/{locationId}/{managerId}')[0]?.path).toBe(
      '/customer-portal/shared-access/11/70',
    );
  });
});
