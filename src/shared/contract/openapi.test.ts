import { describe, expect, it } from 'vitest';
import { clientEvents, httpCalls, serverEvents } from './index';
import { buildOpenApiDocument, toOpenApiPath } from './openapi';

const doc = buildOpenApiDocument({ title: 'GemDrop API', version: '0.1.0' });
const operation = (path: string, method: string) =>
  doc.paths[toOpenApiPath(path)]?.[method.toLowerCase()] as Record<string, unknown> | undefined;

describe('buildOpenApiDocument', () => {
  it('is OpenAPI 3.1 with the given info', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toEqual({ title: 'GemDrop API', version: '0.1.0' });
  });

  it('converts path parameters', () => {
    expect(toOpenApiPath('/case-battles/:id')).toBe('/case-battles/{id}');
    expect(toOpenApiPath('/a/:x/b/:y_z')).toBe('/a/{x}/b/{y_z}');
    const getBattle = operation('/case-battles/:id', 'GET');
    expect(getBattle?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
  });

  it('has an operation for every call, with 200 and default error answers', () => {
    for (const [name, call] of Object.entries(httpCalls)) {
      const op = operation(call.path, call.method);
      expect(op, name).toBeDefined();
      expect(op?.operationId).toBe(name);
      const responses = op?.responses as Record<
        string,
        { content: Record<string, { schema: unknown }> }
      >;
      expect(responses['200']?.content['application/json']?.schema, name).toBeTypeOf('object');
      expect(responses.default?.content['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/ErrorBody',
      });
    }
    const operationCount = Object.values(doc.paths).reduce(
      (sum, methods) => sum + Object.keys(methods).length,
      0,
    );
    expect(operationCount).toBe(Object.keys(httpCalls).length);
  });

  it('describes request bodies of non-GET calls only', () => {
    for (const [name, call] of Object.entries(httpCalls)) {
      const op = operation(call.path, call.method);
      if (call.method === 'GET') expect(op?.requestBody, name).toBeUndefined();
      else expect(op?.requestBody, name).toBeDefined();
    }
    const register = operation('/auth/register', 'POST')?.requestBody as {
      required: boolean;
      content: Record<string, { schema: { required: string[]; additionalProperties: boolean } }>;
    };
    expect(register.required).toBe(true);
    expect(register.content['application/json']?.schema.required).toEqual([
      'username',
      'email',
      'password',
      'acceptTerms',
    ]);
    expect(register.content['application/json']?.schema.additionalProperties).toBe(false);
  });

  it('marks exactly the auth calls with the session cookie scheme', () => {
    expect(doc.components.securitySchemes.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'sid',
    });
    for (const [name, call] of Object.entries(httpCalls)) {
      const security = operation(call.path, call.method)?.security;
      expect(security, name).toEqual(call.auth ? [{ session: [] }] : undefined);
    }
  });

  it('defines the error body', () => {
    expect(doc.components.schemas.ErrorBody).toMatchObject({ type: 'object', required: ['error'] });
  });

  it('lists every socket event with its schemas', () => {
    const events = doc['x-socket-events'];
    expect(Object.keys(events.server).sort()).toEqual(Object.keys(serverEvents).sort());
    expect(Object.keys(events.client).sort()).toEqual(
      [...Object.keys(clientEvents), '{channel}.subscribe', '{channel}.unsubscribe'].sort(),
    );
    expect(events.server['user.balance']?.payload).toMatchObject({
      type: 'object',
      required: ['data'],
    });
    expect(events.client['{channel}.subscribe']?.ack).toEqual({ type: 'boolean' });
  });

  it('survives a JSON round trip unchanged and carries no $schema keys inside', () => {
    const text = JSON.stringify(doc);
    expect(JSON.parse(text)).toEqual(doc);
    expect(text).not.toContain('"$schema"');
  });

  it('is deterministic', () => {
    expect(buildOpenApiDocument({ title: 'GemDrop API', version: '0.1.0' })).toEqual(doc);
  });
});
