import { describe, expect, it } from 'vitest';
import { orderModules } from './order';

const names = (modules: { name: string }[]) => modules.map((m) => m.name);

describe('orderModules', () => {
  it('orders modules without dependencies by name, whatever order they were found in', () => {
    expect(
      names(orderModules([{ name: 'wheel' }, { name: 'accounts' }, { name: 'chat' }])),
    ).toEqual(['accounts', 'chat', 'wheel']);
  });

  it('puts every module after the modules it names, transitively', () => {
    const order = names(
      orderModules([
        { name: 'a', after: ['c'] },
        { name: 'b' },
        { name: 'c', after: ['d'] },
        { name: 'd' },
      ]),
    );
    expect(order).toEqual(['d', 'c', 'a', 'b']);
  });

  it('names the modules of a cycle', () => {
    expect(() =>
      orderModules([
        { name: 'a', after: ['b'] },
        { name: 'b', after: ['c'] },
        { name: 'c', after: ['a'] },
      ]),
    ).toThrow('Server modules depend on each other in a cycle: a → b → c → a');
  });

  it('refuses a module that comes after itself', () => {
    expect(() => orderModules([{ name: 'a', after: ['a'] }])).toThrow('cycle: a → a');
  });

  it('refuses an unknown name in after', () => {
    expect(() => orderModules([{ name: 'a', after: ['nobody'] }])).toThrow(
      'Server module "a" comes after "nobody", which no module is',
    );
  });

  it('refuses two modules of one name', () => {
    expect(() => orderModules([{ name: 'a' }, { name: 'a' }])).toThrow(
      'Two server modules are named "a"',
    );
  });
});
