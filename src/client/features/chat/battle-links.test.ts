import { describe, expect, it } from 'vitest';
import { chatBlocksOf } from './battle-links';

const ORIGIN = 'https://gemdrop.example';
const ID = '0b7e1c52-3f0a-4c1e-9d59-2a1f6f0c9e11';

describe('battle links in chat', () => {
  it('sends plain text as one text block', () => {
    expect(chatBlocksOf('gg all', ORIGIN)).toEqual([{ type: 'TEXT', value: 'gg all' }]);
  });

  it('turns a link to a battle of this site into a battle block, with the text around it', () => {
    expect(chatBlocksOf(`join ${ORIGIN}/case-battles/${ID} now`, ORIGIN)).toEqual([
      { type: 'TEXT', value: 'join ' },
      { type: 'CASE_BATTLE', id: ID },
      { type: 'TEXT', value: ' now' },
    ]);
  });

  it('reads the cs2 address, a path alone and a query after the id', () => {
    expect(chatBlocksOf(`${ORIGIN}/cs2-case-battles/${ID.toUpperCase()}?x=1`, ORIGIN)).toEqual([
      { type: 'CASE_BATTLE', id: ID },
    ]);
    expect(chatBlocksOf(`/case-battles/${ID}`, ORIGIN)).toEqual([{ type: 'CASE_BATTLE', id: ID }]);
  });

  it("leaves another site's address and a longer id as text", () => {
    const other = `https://elsewhere.example/case-battles/${ID}`;
    expect(chatBlocksOf(other, ORIGIN)).toEqual([{ type: 'TEXT', value: other }]);
    const longer = `/case-battles/${ID}abc`;
    expect(chatBlocksOf(longer, ORIGIN)).toEqual([{ type: 'TEXT', value: longer }]);
  });
});
