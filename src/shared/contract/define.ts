import { z } from 'zod';
import type { StaffPermission } from './roles';

/** One HTTP call of the public API: the single source for validation, typing and OpenAPI. */
export interface HttpCall<
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TAuth extends boolean = boolean,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify-style path, parameters as `:name`. */
  path: string;
  summary: string;
  /** What the call means at length, when its summary cannot say it all (OpenAPI). */
  description?: string;
  /** Needs a logged-in session. */
  auth: TAuth;
  /**
   * A staff call: the permission it needs, checked before any input is read, so whoever
   * lacks it hears 403 (401 signed out) and never learns the call's shape from a 400.
   */
  permission?: StaffPermission;
  body: TBody;
  params: TParams;
  query: TQuery;
  /** Shape of a successful answer (status 200). */
  response: TResponse;
}

const none = z.object({}).strict();

export function httpCall<
  TBody extends z.ZodType = typeof none,
  TResponse extends z.ZodType = z.ZodType,
  TParams extends z.ZodType = typeof none,
  TQuery extends z.ZodType = typeof none,
  const TAuth extends boolean = false,
>(call: {
  method: HttpCall['method'];
  path: string;
  summary: string;
  description?: string;
  auth?: TAuth;
  permission?: StaffPermission;
  body?: TBody;
  params?: TParams;
  query?: TQuery;
  response: TResponse;
}): HttpCall<TBody, TResponse, TParams, TQuery, TAuth> {
  return {
    auth: false as TAuth,
    body: none as unknown as TBody,
    params: none as unknown as TParams,
    query: z.object({}) as unknown as TQuery,
    ...call,
  };
}

/** An event the client emits; `ack` is the acknowledgement's shape. */
export interface ClientEvent<
  TPayload extends z.ZodType = z.ZodType,
  TAck extends z.ZodType = z.ZodType,
> {
  summary: string;
  payload: TPayload;
  ack: TAck;
}

export function clientEvent<TPayload extends z.ZodType, TAck extends z.ZodType>(
  event: ClientEvent<TPayload, TAck>,
): ClientEvent<TPayload, TAck> {
  return event;
}

/** An event the server emits to sockets. */
export interface ServerEvent<TPayload extends z.ZodType = z.ZodType> {
  summary: string;
  payload: TPayload;
}

export function serverEvent<TPayload extends z.ZodType>(
  event: ServerEvent<TPayload>,
): ServerEvent<TPayload> {
  return event;
}

/** The error body every failed HTTP call answers with. */
export const errorBody = z.object({
  error: z.object({ message: z.string(), code: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Socket acknowledgements: `{ data }` on success, `{ error: { message } }` on failure. */
export function ackOf<T extends z.ZodType>(data: T) {
  return z.union([
    z.object({ data }),
    z.object({ error: z.object({ message: z.string(), code: z.string().optional() }) }),
  ]);
}
