import { isIP } from 'node:net';
import type { Context } from 'hono';

/** The address of a request made in-process (`app.request` in tests), which has no socket. */
const IN_PROCESS_ADDRESS = 'in-process';

/** What @hono/node-server hands a route as `c.env`: the Node request with its socket. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client's address for rate limits: the connection's remote address (@hono/node-server's
 * `c.env.incoming.socket.remoteAddress`), or, with `trustProxy` (`SANDBOX_TRUST_PROXY=1`, only
 * behind a reverse proxy you run), the last address of `X-Forwarded-For`, the one that proxy
 * appended. A request without a socket (in-process tests) is {@link IN_PROCESS_ADDRESS}. An IPv4
 * address mapped into IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 one, and an IPv6 address as
 * its /64 network: one subscriber usually has a whole /64, so limits per address would otherwise
 * be limits per guess.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded && isIP(forwarded)) return addressKey(forwarded);
  }
  const remote = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return remote ? addressKey(remote) : IN_PROCESS_ADDRESS;
}

/** An address as a rate-limit key: IPv4 as it is, IPv6 as its /64 network (`2001:db8:1:2::/64`). */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
