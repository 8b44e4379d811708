// The environment parsed with zod, one slice per domain (slices/); a bad value stops start-up.
export { ConfigError } from './configError';
export type { Config } from './configType';
export { loadConfig } from './loadConfig';
export { testConfig } from './testConfig';
