import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAND_RELAYS, createBeacon } from './createBeacon';

describe('createBeacon', () => {
  it('makes the beacon the settings name', () => {
    const local = createBeacon({ kind: 'local' });
    expect([local.kind, local.isLocal, local.label]).toEqual([
      'local',
      true,
      'Local beacon (development)',
    ]);
    const drand = createBeacon({ kind: 'drand-quicknet', relayUrls: DEFAULT_DRAND_RELAYS });
    expect([drand.kind, drand.isLocal]).toEqual(['drand-quicknet', false]);
    const eos = createBeacon({ kind: 'eos', apiUrls: ['https://eos-node.example'] });
    expect([eos.kind, eos.isLocal]).toEqual(['eos', false]);
  });

  it('passes bad settings on to be refused at start-up', () => {
    expect(() => createBeacon({ kind: 'eos', apiUrls: [] })).toThrow(RangeError);
    expect(() => createBeacon({ kind: 'drand-quicknet', relayUrls: [], leadRounds: 2 })).toThrow(
      RangeError,
    );
  });
});
