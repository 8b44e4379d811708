import { describe, expect, it } from 'vitest';
import { usernameSchema } from '../../../shared/contract/auth';
import { fromPersonaName, usernameCandidates } from './usernames';

const ID = '76561197960435530';

describe('fromPersonaName', () => {
  it.each([
    ['Robin', 'Robin'],
    ['Gabe Newell', 'Gabe_Newell'],
    ['Jérôme', 'Jerome'],
    ['  xX--sniper--Xx  ', 'xX_sniper_Xx'],
    ['a'.repeat(30), 'a'.repeat(20)],
    ['<script>alert(1)</script>', 'script_alert_1_scrip'],
  ])('%j -> %j', (persona, username) => {
    expect(fromPersonaName(persona)).toBe(username);
  });

  it.each([['ツ'], ['ab'], ['!!'], [''], [undefined]])('%j has too little left', (persona) => {
    expect(fromPersonaName(persona)).toBeNull();
  });
});

describe('usernameCandidates', () => {
  it('prefers the persona name, then adds the id', () => {
    expect(usernameCandidates(ID, 'Robin')).toEqual([
      'Robin',
      'Robin_435530',
      'steam_435530',
      'steam_1197960435530',
    ]);
  });

  it('falls back to steam_<last 6 digits>', () => {
    expect(usernameCandidates(ID, '✨')[0]).toBe('steam_435530');
  });

  it('only proposes valid usernames', () => {
    for (const persona of ['Robin', 'x'.repeat(40), 'Jérôme Ünïcode', '✨', undefined]) {
      for (const name of usernameCandidates(ID, persona))
        expect(usernameSchema.safeParse(name).success, name).toBe(true);
    }
  });
});
