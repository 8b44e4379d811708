// What the rest of the server may use of this module; its other files are its own.
export { geoipCountry } from './geoip';
export { RegionLock } from './regionLock';
