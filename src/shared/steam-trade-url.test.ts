import { describe, expect, it } from 'vitest';
import { parseTradeUrl } from './steam-trade-url';

describe('parseTradeUrl', () => {
  it('reads partner and token and answers the canonical URL', () => {
    expect(
      parseTradeUrl(
        ' https://steamcommunity.com/tradeoffer/new/?token=P2YkRJOk&partner=900267897 ',
      ),
    ).toEqual({
      partner: '900267897',
      token: 'P2YkRJOk',
      url: 'https://steamcommunity.com/tradeoffer/new/?partner=900267897&token=P2YkRJOk',
    });
    expect(
      parseTradeUrl('https://steamcommunity.com/tradeoffer/new?partner=1&token=ab-_CD12'),
    ).toMatchObject({ partner: '1', token: 'ab-_CD12' });
  });

  it.each([
    ['plain http', 'http://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh'],
    ['another host', 'https://steamcommunity.com.evil.io/tradeoffer/new/?partner=1&token=abcdefgh'],
    ['a short token', 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc'],
    ['a long token', 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefghi'],
    ['no partner', 'https://steamcommunity.com/tradeoffer/new/?token=abcdefgh'],
    ['partner zero', 'https://steamcommunity.com/tradeoffer/new/?partner=0&token=abcdefgh'],
    ['a leading zero', 'https://steamcommunity.com/tradeoffer/new/?partner=012&token=abcdefgh'],
    [
      'above 32 bits',
      'https://steamcommunity.com/tradeoffer/new/?partner=4294967296&token=abcdefgh',
    ],
    ['extra fields', 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh&x=1'],
    ['a profile link', 'https://steamcommunity.com/id/someone'],
    ['nothing', ''],
  ])('refuses %s', (_name, input) => {
    expect(parseTradeUrl(input)).toBeNull();
  });
});
