// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { sampleNotifications } from '../internal/portalSampleData';
import { NotificationsList, type PortalNotificationData } from '../NotificationsList';

afterEach(cleanup);

const list = () => screen.getByRole('region', { name: 'Notifications' });

describe('<NotificationsList>', () => {
  it('lists each notification with its title, date, unread marker and kind in words', async () => {
    const { container } = await renderWithStowly(
      <NotificationsList notifications={sampleNotifications} locale="en-GB" timeZone="Europe/Stockholm" />,
    );
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      within(list())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Gate maintenance on Friday', 'New opening hours', 'Payment received']);
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      '2 Apr 2026 · Unread · Warning',
      '20 Mar 2026 · Unread',
      '5 Mar 2026',
    ]);
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-04-02T10:00:00Z');
    expect(items.map((item) => [item.getAttribute('data-type'), item.hasAttribute('data-unread')])).toEqual([
      ['warning', true],
      ['info', true],
      ['success', false],
    ]);
    await expectNoAxeViolations(container);
  });

  it('shows the tenant text as plain text, keeping its line breaks and never rendering HTML', async () => {
    const { container } = await renderWithStowly(<NotificationsList notifications={sampleNotifications} />);
    const items = within(list()).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain(
      'The main gate is closed from 08:00 to 12:00.\nPlease use the side entrance.',
    );
    expect(items[1]?.textContent).toContain('<b>No HTML</b> here.');
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows the dates in the given time zone', async () => {
    const lateEvening = [
      {
        id: 1,
        title: 'Late',
        text: 'Sent late in the evening.',
        type: 'info',
        createdAt: '2026-03-05T23:30:00Z',
        read: true,
      },
    ] as const;
    const { rerenderWithStowly } = await renderWithStowly(
      <NotificationsList notifications={lateEvening} locale="en-GB" timeZone="Europe/Stockholm" />,
    );
    expect(list().querySelector('time')?.textContent).toBe('6 Mar 2026');
    rerenderWithStowly(<NotificationsList notifications={lateEvening} locale="en-GB" timeZone="UTC" />);
    expect(list().querySelector('time')?.textContent).toBe('5 Mar 2026');
  });

  it('says when there are no notifications', async () => {
    const { container } = await renderWithStowly(<NotificationsList notifications={[]} />);
    expect(within(list()).queryByRole('list')).toBeNull();
    expect(list().textContent).toContain('You have no notifications.');
    await expectNoAxeViolations(container);
  });

  it('loading: busy with a loading message instead of the empty state', async () => {
    await renderWithStowly(<NotificationsList notifications={[]} isLoading />);
    expect(list().getAttribute('aria-busy')).toBe('true');
    expect(within(list()).getByRole('status').textContent).toBe('Loading notifications…');
    expect(list().textContent).not.toContain('You have no notifications.');
  });

  it('fits the host outline with headingLevel', async () => {
    await renderWithStowly(<NotificationsList notifications={sampleNotifications} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Notifications' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });

  it('speaks German', async () => {
    await renderWithStowly(
      <NotificationsList notifications={sampleNotifications} locale="de-AT" timeZone="Europe/Vienna" />,
      { language: 'de' },
    );
    const german = screen.getByRole('region', { name: 'Mitteilungen' });
    expect(within(german).getAllByRole('listitem')[0]?.querySelector('p')?.textContent).toBe(
      '02.04.2026 · Ungelesen · Warnung',
    );
  });

  it('links a notification about an invoice to paying it, with getPayHref', async () => {
    const notifications: PortalNotificationData[] = sampleNotifications.map((item, index) =>
      index === 0 ? { ...item, invoiceId: 41 } : item,
    );
    const { container } = await renderWithStowly(
      <NotificationsList notifications={notifications} getPayHref={(item) => `/pay/${item.invoiceId}`} />,
    );
    const links = within(list()).getAllByRole('link', { name: 'Pay the invoice now' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/pay/41']);
    await expectNoAxeViolations(container);
  });
});
