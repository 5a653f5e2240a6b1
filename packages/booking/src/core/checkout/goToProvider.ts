/** Host names of this machine, where the sandbox's providers answer over http. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

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
// biome-ignore lint/style/noRestrictedGlobals: the default is read when called in the browser, never at import
export function goToProvider(url: string, page: ProviderPage = window.location): void {
  let target: URL | undefined;
  try {
    target = new URL(url);
  } catch {
    // not a URL: refused below
  }
  const { protocol, hostname, origin } = target ?? {};
  if (
    protocol !== 'https:' &&
    !(protocol === 'http:' && (LOOPBACK_HOSTS.includes(hostname ?? '') || origin === page.origin))
  ) {
    throw new Error(
      `Refusing to send the browser to the provider URL ${target ? `${protocol}//${target.host}` : url}`,
    );
  }
  page.assign(url);
}
