import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Where webhooks may go (issue 14 §6): https only in production; public addresses unless the host is listed. */
export interface TargetPolicy {
  allowHttp: boolean;
  /** Host names or IPs (lower case) allowed even though they are private or loopback: WEBHOOK_ALLOWED_HOSTS. */
  allowedHosts: readonly string[];
}

/** Why a target is refused: the last part of its catalogue id (`webhooks.url.<problem>`). */
export type TargetProblem = 'invalid' | 'notHttps' | 'notAllowed' | 'unresolvable';

/**
 * A public unicast address: not private (10/8, 172.16/12, 192.168/16, fc00::/7), loopback,
 * link-local (169.254/16 — cloud metadata — and fe80::/10), carrier-grade NAT, multicast,
 * broadcast, unspecified or reserved. An IPv4-mapped IPv6 address is judged as its IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The URL's host as the allow list writes it: lower case, IPv6 without brackets. */
function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}

export type Lookup = (hostname: string) => Promise<string[]>;

const lookupAll: Lookup = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Checks a target at registration and before each delivery: its scheme, then every address its
 * host resolves to (one private address is enough to refuse: DNS may answer either).
 */
export async function checkTarget(raw: string, policy: TargetPolicy, lookup: Lookup = lookupAll): Promise<TargetProblem | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) return 'notHttps';
  const host = hostOf(url);
  if (policy.allowedHosts.includes(host)) return null;
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : await lookup(host);
  } catch {
    return 'unresolvable';
  }
  if (addresses.length === 0) return 'unresolvable';
  return addresses.every(isPublicAddress) ? null : 'notAllowed';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that refuses private addresses when the socket connects: the
 * check before the request alone could be fooled by a DNS answer that changes in between (DNS
 * rebinding). Listed hosts pass as they are.
 */
export function guardedLookup(policy: TargetPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = policy.allowedHosts.includes(hostname.toLowerCase());
      const refused = !allowed && addresses.some((entry) => !isPublicAddress(entry.address));
      if (refused) {
        const problem: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address: refused`);
        problem.code = 'EWEBHOOKTARGET';
        return callback(problem, []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`${hostname} did not resolve`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}
