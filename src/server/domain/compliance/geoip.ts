import geoip from 'geoip-country';

/** An address's ISO country code, or undefined when the data does not know it. */
export type CountryLookup = (ip: string) => string | undefined;

/** Offline lookup in the GeoLite2 country data shipped inside the geoip-country package. */
export const geoipCountry: CountryLookup = (ip) => geoip.lookup(ip)?.country ?? undefined;
