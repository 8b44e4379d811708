/**
 * The address a socket's browser speaks from, as the HTTP layer would see it: behind
 * trusted proxies, the right-most X-Forwarded-For entry that is not one of them.
 * Proxies are matched by exact address (the usual single load balancer); an IPv4 peer
 * also matches in its IPv6-mapped form.
 */
export function visitorAddress(
  peer: string,
  forwardedFor: string | string[] | undefined,
  trustedProxies: readonly string[],
): string {
  const plain = (address: string) => address.replace(/^::ffff:/, '');
  const trusted = new Set(trustedProxies.map(plain));
  if (!trusted.has(plain(peer)) || !forwardedFor) return plain(peer);
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.has(hops[i]!)) return hops[i]!;
  return hops[0] ?? plain(peer);
}
