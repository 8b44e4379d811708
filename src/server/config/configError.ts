/** A setting that stops start-up; its message is one line naming the variable. */
export class ConfigError extends Error {}
