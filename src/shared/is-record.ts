/** An object whose fields may be read (not null): the first check of any untyped payload. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
