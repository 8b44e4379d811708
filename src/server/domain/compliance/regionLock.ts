import { BlockList, isIP } from 'node:net';
import type { Compliance } from '../../../shared/contract/compliance';
import type { CountryLookup } from './geoip';

/**
 * Crawlers that must index the site, so they never see the region lock (spec section 2).
 * Matched case-insensitively against the User-Agent; anyone can send these, which is fine:
 * the lock is a notice to visitors, not access control.
 */
export const BOT_USER_AGENT =
  /googlebot|google-inspectiontool|adsbot-google|mediapartners-google|bingbot|bingpreview|msnbot|duckduckbot|baiduspider|yandex|slurp|applebot|facebookexternalhit|facebookbot|twitterbot|linkedinbot|pinterestbot|discordbot|telegrambot|slackbot|whatsapp|petalbot|ahrefsbot|semrushbot|mj12bot|seznambot/i;

export function isBot(userAgent: string | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}

// Loopback, private, link-local and carrier-grade NAT ranges: they name no country.
const local = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  local.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  local.addSubnet(net, prefix, 'ipv6');
}

export function isLocalAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address);
  if (family === 0) return true; // not an address at all: treat as unknown
  return local.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const NOT_CHECKED: Compliance = { restricted: false, country: 'N/A' };

/** Whether a visitor's country is one the product may not serve. */
export class RegionLock {
  private readonly restricted: ReadonlySet<string>;

  constructor(
    restrictedCountries: readonly string[],
    private readonly lookup: CountryLookup,
  ) {
    this.restricted = new Set(restrictedCountries);
  }

  check(ip: string, userAgent: string | undefined): Compliance {
    if (isBot(userAgent) || isLocalAddress(ip)) return NOT_CHECKED;
    const country = this.lookup(ip);
    if (!country || !/^[A-Z]{2}$/.test(country)) return NOT_CHECKED;
    return { restricted: this.restricted.has(country), country };
  }
}
