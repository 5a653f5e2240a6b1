// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationRoute } from '../../../routes/LocationRoute';
import { SETUP } from '../../auth/__tests__/support/fakeBackend';
import { resetBrowser } from '../../auth/__tests__/support/renderAuthApp';
import CustomerPage from '../CustomerPage';
import { ACCOUNT, createBookingBackend, data, LOCATION, renderBookingApp } from './support/renderBookingApp';

const routes = [
  {
    path: '/:locationId/unit-type/:unitTypeId/customer',
    element: (
      <LocationRoute>
        <CustomerPage />
      </LocationRoute>
    ),
  },
];

/** The customer form of location 11, signed in or not, with the account the server answers. */
function renderCustomerPage(options: { signedIn: boolean; account?: typeof ACCOUNT }) {
  const backend = createBookingBackend();
  if (options.account) backend.use('GET /v1/customer-portal/auth/customer', () => data(options.account));
  return renderBookingApp({
    entries: ['/11/unit-type/12/customer?lang=en'],
    routes,
    backend,
    signedIn: options.signedIn,
  });
}

/** The term and value of every row of the details summary (in the page, not the booking summary beside it). */
function rows(): string[][] {
  return within(screen.getByRole('main'))
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

const textbox = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

beforeEach(() => {
  resetBrowser();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/11/unit-type/12/customer for a signed-in customer', () => {
  it('complete account details: a read-only summary, only the checkboxes to answer; "Edit details" opens the filled form', async () => {
    const app = renderCustomerPage({ signedIn: true });
    expect(
      await screen.findByText('You are booking with your customer account, with these details:'),
    ).toBeTruthy();
    expect(rows()).toEqual([
      ['Customer type', 'Private person'],
      ['Name', 'Ada Lovelace'],
      ['Address', 'Storgatan 1, 111 22 Stockholm, Sweden'],
      ['Email address', 'ada@example.com'],
      ['Phone', '+46 701234567'],
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'I accept the storage rules.' })).toBeTruthy();
    // The account was read with the customer's token.
    const reads = app.backend.requestsTo('GET', '/v1/customer-portal/auth/customer');
    expect(reads.at(-1)?.authorization).toMatch(/^Bearer /);

    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(textbox('First name').value).toBe('Ada');
    expect(textbox('Last name').value).toBe('Lovelace');
    expect(textbox('Street and house number').value).toBe('Storgatan 1');
    expect(textbox('Postal code').value).toBe('111 22');
    expect(textbox('Phone number').value).toBe('701234567');
    expect(textbox('Country code').value).toBe('+46');
    const email = textbox('Email address');
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    expect(
      screen.getByText('The booking goes to your customer account with this email address.'),
    ).toBeTruthy();
  });

  it('incomplete account details (no phone number): the plain form, filled from the account, email read-only', async () => {
    renderCustomerPage({ signedIn: true, account: { ...ACCOUNT, phoneNumber: '' } });
    const firstName = (await screen.findByRole('textbox', { name: /^First name/ })) as HTMLInputElement;
    expect(firstName.value).toBe('Ada');
    expect(textbox('Last name').value).toBe('Lovelace');
    expect(textbox('Phone number').value).toBe('');
    expect(textbox('Email address').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('term')).toBeNull();
  });

  it('shows no empty form while the account loads, only a placeholder of the form’s size', async () => {
    const backend = createBookingBackend();
    let answer: (() => void) | undefined;
    backend.use(
      'GET /v1/customer-portal/auth/customer',
      () =>
        new Promise((resolve) => {
          answer = () => resolve(data(ACCOUNT));
        }),
    );
    renderBookingApp({ entries: ['/11/unit-type/12/customer?lang=en'], routes, backend, signedIn: true });
    const loading = await screen.findByText('Loading your account details…');
    expect(loading.closest('.web-FormPlaceholder')).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer?.();
    expect(await screen.findByRole('button', { name: 'Edit details' })).toBeTruthy();
  });
});

describe('/11/unit-type/12/customer for a visitor who is not signed in', () => {
  it('the plain form with an editable email; no account is read', async () => {
    const app = renderCustomerPage({ signedIn: false });
    const email = (await screen.findByRole('textbox', { name: /^Email address/ })) as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    expect(textbox('First name').value).toBe('');
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
    expect(app.backend.requestsTo('GET', '/v1/customer-portal/auth/customer')).toEqual([]);
    // The location's country and its phone prefix are preselected as before.
    await vi.waitFor(() => expect(textbox('Country code').value).toBe('+46'));
  });
});

describe('/11/unit-type/12/customer: the legal documents', () => {
  it('asks for each document once, as the location consent that accepts it where there is one, each linked', async () => {
    const backend = createBookingBackend();
    backend.use('GET /v1/location/config', () =>
      data([
        {
          ...LOCATION,
          privacyPolicyUrl: 'https://stowly.example/sodermalm/privacy',
          consents: [
            {
              type: 'rental-terms',
              required: true,
              label: 'I accept the rental terms',
              url: 'https://stowly.example/sodermalm/terms',
              document: 'terms',
            },
            // A document consent without a link of its own links the location's document.
            {
              type: 'gdpr',
              required: true,
              label: 'I have read the privacy notice',
              url: null,
              document: 'privacy',
            },
            { type: 'newsletter', required: false, label: 'Send me news', url: null, document: null },
          ],
        },
      ]),
    );
    // The cancellation policy is the tenant's: the location has none of its own.
    backend.use('GET /v1/setup', () =>
      data({ ...SETUP, cancellationPolicyUrl: 'https://stowly.example/cancellation' }),
    );
    renderBookingApp({ entries: ['/11/unit-type/12/customer?lang=en'], routes, backend });
    await screen.findByRole('textbox', { name: /^Email address/ });

    // Four checkboxes in this order (no second terms or privacy box), the three documents required.
    const boxes = screen.getAllByRole('checkbox');
    const named = [
      ['I accept the rental terms', 'true'],
      ['I have read the privacy notice', 'true'],
      ['I have read the cancellation policy.', 'true'],
      ['Send me news', null],
    ] as const;
    expect(boxes).toHaveLength(named.length);
    named.forEach(([name, required], index) => {
      const box = screen.getByRole('checkbox', { name });
      expect(boxes.indexOf(box)).toBe(index);
      expect(box.getAttribute('aria-required')).toBe(required);
    });
    // Each is a link to its document, opened from the checkbox's label.
    const checkboxes = document.querySelector<HTMLElement>('.stowly-CustomerFormCheckboxes');
    expect(
      within(checkboxes as HTMLElement)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['I accept the rental terms', 'https://stowly.example/sodermalm/terms'],
      ['I have read the privacy notice', 'https://stowly.example/sodermalm/privacy'],
      ['cancellation policy', 'https://stowly.example/cancellation'],
    ]);
  });
});

describe('the footer on a booking page', () => {
  it("shows the location's legal links and the tenant's global ones, each under its name", async () => {
    const backend = createBookingBackend();
    backend.use('GET /v1/location/config', () =>
      data([
        {
          ...LOCATION,
          imprintUrl: 'https://stowly.example/sodermalm/imprint',
          privacyPolicyUrl: 'https://stowly.example/sodermalm/privacy',
        },
      ]),
    );
    backend.use('GET /v1/setup', () =>
      data({
        ...SETUP,
        imprintUrl: 'https://stowly.example/imprint',
        privacyPolicyUrl: 'https://stowly.example/privacy',
      }),
    );
    renderBookingApp({ entries: ['/11/unit-type/12/customer?lang=en'], routes, backend });
    const footer = await screen.findByRole('contentinfo');
    const linksOf = async (owner: string) =>
      within(await within(footer).findByRole('list', { name: owner }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(await linksOf('Stowly Södermalm')).toEqual([
      ['Imprint', 'https://stowly.example/sodermalm/imprint'],
      ['Privacy policy', 'https://stowly.example/sodermalm/privacy'],
    ]);
    expect(await linksOf('Stowly Demo')).toEqual([
      ['Imprint', 'https://stowly.example/imprint'],
      ['Privacy policy', 'https://stowly.example/privacy'],
    ]);
  });
});
