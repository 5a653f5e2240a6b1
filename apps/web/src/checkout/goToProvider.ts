/**
 * Sends the browser to a provider's page (payment, e-signature, identity check) with a full
 * navigation. Only `https:` URLs are followed, plus `http:` ones on this page's own origin or a
 * loopback host (the sandbox's providers); anything else, such as a `javascript:` URL from a broken
 * answer, throws instead.
 */
export function goToProvider(
  url: string,
  page: { origin: string; assign: (url: string) => void } = {
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
