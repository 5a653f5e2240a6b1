// @vitest-environment jsdom
/**
 * A server-rendered booking page hydrated in a browser whose storage holds a checkout: the render
 * that hydrates shows what the server rendered (no checkout, not restored yet), so React reports no
 * mismatch, and the stored checkout arrives right after. A provider created in the browser without
 * server HTML reads its storage at once, as before.
 */
import { createFakeApi } from '@stowly/api-client/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StorageLike } from '../../index';
import { createMemoryStorage } from '../../internal/__tests__/memoryStorage';
import { BookingProvider, useCheckout, useDraftRestoreStatus, useOpenCheckout } from '../index';
import { bookingHandlers, clock, LOCATION } from './support/bookingScenario';
import { createTestQueryClient } from './support/renderWithBooking';

const BASKET_ID = 8_234_551;
const STORED_KEY = '0f3c9a7e-2b4d-4c1e-9a57-stored000001';

/** The browser's storages: the tab's checkout in session storage, the open checkout in local storage. */
function browserStorages() {
  return {
    storage: createMemoryStorage({
      'stowly.checkout.7': JSON.stringify({ basketId: BASKET_ID, bookingKey: STORED_KEY }),
    }),
    openCheckoutStorage: createMemoryStorage({
      'stowly.open-checkout.7': JSON.stringify({
        locationId: 7,
        basketId: BASKET_ID,
        expiresAt: '2026-03-10T10:30:00Z',
        unitTypeName: 'Unit 12',
      }),
    }),
  };
}

/** What the probe rendered, render by render. */
type Shown = { basketId: number | null; isRestored: boolean; open: number | null; draft: string };

function CheckoutProbe(props: { renders: Shown[] }): ReactNode {
  const { basketId, isRestored } = useCheckout();
  const open = useOpenCheckout().openCheckout?.basketId ?? null;
  const draft = useDraftRestoreStatus();
  props.renders.push({ basketId, isRestored, open, draft });
  return (
    <p>
      {isRestored ? `Checkout: ${basketId ?? 'none'}` : 'Reading the checkout'}
      {open === null ? '' : ` (open: ${open})`}
    </p>
  );
}

/** Makes basket 555 the tab's checkout in an effect, as a route naming a basket does. */
function StartsCheckout(): ReactNode {
  const { startCheckout } = useCheckout();
  useLayoutEffect(() => startCheckout(555), [startCheckout]);
  return null;
}

function page(renders: Shown[], storages: { storage?: StorageLike; openCheckoutStorage?: StorageLike }) {
  const api = createFakeApi(bookingHandlers());
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <BookingProvider client={api.client} locationId={LOCATION.id} language="en" clock={clock} {...storages}>
        <CheckoutProbe renders={renders} />
      </BookingProvider>
    </QueryClientProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
});

describe('BookingProvider and server HTML', () => {
  it('renders on the server without storage as "not restored yet"', () => {
    const html = renderToString(page([], {}));
    expect(html).toContain('Reading the checkout');
  });

  it('hydrates without a mismatch, then shows the stored checkout', async () => {
    const html = renderToString(page([], {}));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const { storage, openCheckoutStorage } = browserStorages();
    const getItem = vi.spyOn(storage, 'getItem');
    const renders: Shown[] = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, page(renders, { storage, openCheckoutStorage }), { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(renders[0]).toEqual({ basketId: null, isRestored: false, open: null, draft: 'pending' });
    expect(renders.at(-1)).toMatchObject({ basketId: BASKET_ID, isRestored: true, open: BASKET_ID });
    expect(container.textContent).toBe(`Checkout: ${BASKET_ID} (open: ${BASKET_ID})`);
    expect(getItem).toHaveBeenCalledWith('stowly.checkout.7');
  });

  it('says the draft is pending on the server and while hydrating, disabled after without storage', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page([], {}));
    document.body.append(container);
    const renders: Shown[] = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, page(renders, {}), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(renders[0]).toMatchObject({ draft: 'pending', isRestored: false });
    expect(renders.at(-1)).toEqual({ basketId: null, isRestored: true, open: null, draft: 'disabled' });
  });

  it('keeps a checkout a page started while hydrating over the stored one', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page([], {}));
    document.body.append(container);
    const { storage } = browserStorages();
    // The stored checkout cannot be written over (a full storage): the page's start must still win.
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const renders: Shown[] = [];
    const api = createFakeApi(bookingHandlers());
    await act(async () => {
      root = hydrateRoot(
        container,
        <QueryClientProvider client={createTestQueryClient()}>
          <BookingProvider
            client={api.client}
            locationId={LOCATION.id}
            language="en"
            clock={clock}
            storage={storage}
          >
            <CheckoutProbe renders={renders} />
            <StartsCheckout />
          </BookingProvider>
        </QueryClientProvider>,
      );
    });
    expect(renders.at(-1)).toMatchObject({ basketId: 555, isRestored: true });
  });

  it('reads the storage at once when created in the browser without server HTML', () => {
    const renders: Shown[] = [];
    render(page(renders, browserStorages()));
    expect(renders[0]).toEqual({ basketId: BASKET_ID, isRestored: true, open: BASKET_ID, draft: 'pending' });
    cleanup();
    const withoutStorage: Shown[] = [];
    render(page(withoutStorage, {}));
    expect(withoutStorage[0]).toMatchObject({ isRestored: true, draft: 'disabled' });
  });
});
