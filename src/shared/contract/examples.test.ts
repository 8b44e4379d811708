import { describe, expect, it } from 'vitest';
import { clientEvents, httpCalls, serverEvents, type HttpCallName } from './index';
import {
  exampleClientPayloads,
  exampleResponses,
  exampleServerPayloads,
  exampleUser,
} from './examples';
import { userSchema } from './users';

// The examples are typed against the contract; parsing them proves the runtime schemas agree
// with the types and that every answer and event can actually be produced.
describe('example answers and events parse', () => {
  it.each(Object.keys(httpCalls) as HttpCallName[])('%s response', (name) => {
    expect(
      httpCalls[name].response.safeParse(exampleResponses[name]).error?.issues,
    ).toBeUndefined();
  });

  it.each(Object.keys(serverEvents) as (keyof typeof serverEvents)[])('%s payload', (name) => {
    expect(
      serverEvents[name].payload.safeParse(exampleServerPayloads[name]).error?.issues,
    ).toBeUndefined();
  });

  it.each(Object.keys(clientEvents) as (keyof typeof clientEvents)[])('%s payload', (name) => {
    expect(
      clientEvents[name].payload.safeParse(exampleClientPayloads[name]).error?.issues,
    ).toBeUndefined();
  });
});

describe('user', () => {
  it.each([
    ['a fractional balance', { balance: 1.5 }],
    ['a negative balance', { balance: -1 }],
    ['an unknown role', { roles: ['OWNER'] }],
    ['a Date object instead of an ISO string', { createdAt: new Date(0) }],
    ['a non-ISO date', { mutedUntil: 'tomorrow' }],
    ['xp progress above 1', { xp: { ...exampleUser.xp, progress: 1.5 } }],
    ['a non-uuid id', { id: '42' }],
  ])('refuses %s', (_name, change) => {
    expect(userSchema.safeParse({ ...exampleUser, ...change }).success).toBe(false);
  });
});

describe('acknowledgements', () => {
  it('login acknowledges with data.state or error.message', () => {
    const ack = clientEvents.login.ack;
    expect(ack.safeParse({ data: { state: true } }).success).toBe(true);
    expect(ack.safeParse({ error: { message: 'Invalid token' } }).success).toBe(true);
    expect(ack.safeParse({ data: {} }).success).toBe(false);
  });
});
