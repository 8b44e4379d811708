// geoip-country ships no types; only the call the server makes is declared.
declare module 'geoip-country' {
  interface GeoCountry {
    /** ISO 3166-1 alpha-2 code. */
    country: string;
  }
  const geoip: { lookup(ip: string): GeoCountry | null };
  export default geoip;
}
