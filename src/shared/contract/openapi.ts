import { z } from 'zod';
import { errorBody, type HttpCall } from './define';
import { clientEvents, httpCalls, serverEvents } from './index';
import { channelSchema, subscriptionAck } from './channels';
import { derivedGameCalls, derivedGameEvents } from './derivedGameContract';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string };
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
  'x-socket-events': {
    client: Record<string, { summary: string; payload: JsonSchema; ack: JsonSchema }>;
    server: Record<string, { summary: string; payload: JsonSchema }>;
  };
}

const SESSION_SCHEME = 'session';
const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

/** The OpenAPI 3.1 description of the HTTP API, with the socket events as an extension. */
export function buildOpenApiDocument(info: { title: string; version: string }): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const calls = { ...httpCalls, ...derivedGameCalls() } as Record<string, HttpCall>;
  for (const [name, call] of Object.entries(calls)) {
    const path = toOpenApiPath(call.path);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operationOf(name, call) };
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(errorBody, 'output') },
      securitySchemes: { [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'sid' } },
    },
    'x-socket-events': socketEvents(),
  };
}

/** Fastify's `/case-battles/:id` is OpenAPI's `/case-battles/{id}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function operationOf(name: string, call: HttpCall): JsonSchema {
  const operation: JsonSchema = {
    operationId: name,
    summary: call.summary,
    tags: [tagOf(call.path)],
    responses: {
      '200': { description: call.summary, content: json(jsonSchemaOf(call.response, 'output')) },
      default: { description: 'Error', content: json(ERROR_REF) },
    },
  };
  if (call.description) operation.description = call.description;
  const parameters = [...parametersOf(call.params, 'path'), ...parametersOf(call.query, 'query')];
  if (parameters.length > 0) operation.parameters = parameters;
  if (call.method !== 'GET') {
    const schema = jsonSchemaOf(call.body, 'input');
    operation.requestBody = { required: requiredOf(schema).length > 0, content: json(schema) };
  }
  if (call.auth) operation.security = [{ [SESSION_SCHEME]: [] }];
  if (call.permission) {
    // Checked before any input: without the permission the answer is 403 whatever was sent.
    operation['x-permission'] = call.permission;
    operation.responses = {
      ...(operation.responses as JsonSchema),
      '401': { description: 'Not signed in', content: json(ERROR_REF) },
      '403': {
        description: `Signed in without the ${call.permission} permission (checked before the input)`,
        content: json(ERROR_REF),
      },
    };
  }
  return operation;
}

function parametersOf(schema: z.ZodType, location: 'path' | 'query'): JsonSchema[] {
  const objectSchema = jsonSchemaOf(schema, 'input');
  const properties = (objectSchema.properties ?? {}) as Record<string, JsonSchema>;
  const required = requiredOf(objectSchema);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    // Path parameters are always required in OpenAPI.
    required: location === 'path' || required.includes(name),
    schema: property,
  }));
}

function socketEvents(): OpenApiDocument['x-socket-events'] {
  const client: OpenApiDocument['x-socket-events']['client'] = {};
  for (const [name, event] of Object.entries(clientEvents)) {
    client[name] = {
      summary: event.summary,
      payload: jsonSchemaOf(event.payload, 'input'),
      ack: jsonSchemaOf(event.ack, 'output'),
    };
  }
  // Subscriptions have dynamic names; the channel pattern documents what `{channel}` may be.
  for (const action of ['subscribe', 'unsubscribe'] as const) {
    client[`{channel}.${action}`] = {
      summary: `${action === 'subscribe' ? 'Join' : 'Leave'} a channel; channel: ${JSON.stringify(jsonSchemaOf(channelSchema, 'input'))}`,
      payload: {},
      ack: jsonSchemaOf(subscriptionAck, 'output'),
    };
  }
  const server: OpenApiDocument['x-socket-events']['server'] = {};
  for (const [name, event] of Object.entries({ ...serverEvents, ...derivedGameEvents() })) {
    server[name] = { summary: event.summary, payload: jsonSchemaOf(event.payload, 'output') };
  }
  return { client, server };
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function requiredOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.required) ? (schema.required as string[]) : [];
}

function json(schema: JsonSchema): JsonSchema {
  return { 'application/json': { schema } };
}

function tagOf(path: string): string {
  return path.split('/')[1] ?? 'root';
}
