/**
 * Headers that make one API client look like its own visitor. The e2e server trusts the
 * loopback proxy (TRUST_PROXY), as a deployment trusts its load balancer, so each spec's
 * sign-ups count against their own address and the suite never meets the per-address
 * sign-up limit that a real visitor would.
 */
export function ownClientAddress(): Record<string, string> {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}
