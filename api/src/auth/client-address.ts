import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Key used when the address is not known (e.g. `app.request()` in tests: no socket). */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The client's address as a rate-limit key. With `trustProxy` (TRUST_PROXY=true: exactly one reverse
 * proxy in front, which appends the address it saw to X-Forwarded-For) the LAST entry of
 * X-Forwarded-For is used: earlier entries come from the client and can be forged. Otherwise the
 * socket's peer address. IPv4-mapped IPv6 becomes plain IPv4; other IPv6 addresses are cut to their
 * /64 prefix, the block one subscriber usually gets, so rotating through it does not dodge a limit.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  let address: string | undefined;
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    address = forwarded
      ?.split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .at(-1);
  }
  if (address === undefined) {
    try {
      address = getConnInfo(c).remote.address;
    } catch {
      address = undefined; // no Node socket behind this request
    }
  }
  return address ? addressKey(address) : UNKNOWN_ADDRESS;
}

/** Normalises an address for use as a key (see clientAddress). */
export function addressKey(address: string): string {
  const value = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped?.[1]) return mapped[1];
  if (!value.includes(':')) return value;
  const groups = expandIpv6(value);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : value; // unparsed forms stay whole
}

/** The 8 groups of an IPv6 address (zone id dropped), or undefined when it is not a plain one. */
function expandIpv6(address: string): string[] | undefined {
  const bare = address.split('%')[0] ?? address;
  const halves = bare.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => '0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
