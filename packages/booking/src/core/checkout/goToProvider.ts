/** The page {@link goToProvider} navigates: its origin and how to load another URL. */
export interface ProviderPage {
  /** The current page's origin, such as `https://book.example.com`. */
  origin: string;
  /** Loads `url` in place of the current page. */
  assign: (url: string) => void;
}

/**
 * Sends the browser to a provider's page (payment, e-signature, identity check: the `redirectUrl`
 * of a checkout state) with a full navigation. Only `https:` URLs are followed, plus `http:` ones on
 * this page's own origin or a loopback host (the sandbox's providers); anything else, such as a
 * `javascript:` URL from a broken answer, throws instead.
 *
 * @param url - The provider's URL from the booking API.
 * @param page - The page to navigate. @default the browser's `window.location`
 *
 * @example
 * const state = await checkout.start(basketId);
 * if (state.redirectUrl) goToProvider(state.redirectUrl);
 */
export function goToProvider(
  url: string,
  page: ProviderPage = {
    origin: window.location.origin,
    assign: (target) => window.location.assign(target),
  },
): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`The provider URL is not valid: ${url}`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  const allowed =
    parsed.protocol === 'https:' ||
    (parsed.protocol === 'http:' && (loopback || parsed.origin === page.origin));
  if (!allowed)
    throw new Error(`Refusing to send the browser to the provider URL ${parsed.protocol}//${parsed.host}`);
  page.assign(parsed.toString());
}
