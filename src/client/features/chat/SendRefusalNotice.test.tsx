import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sendRefusal } from './send-refusal';
import { SendRefusalNotice } from './SendRefusalNotice';

const render = (refusal: Parameters<typeof SendRefusalNotice>[0]['refusal']) =>
  renderToStaticMarkup(<SendRefusalNotice refusal={refusal} onOver={() => {}} />);

describe('SendRefusalNotice', () => {
  it('keeps an empty status region ready when nothing was refused', () => {
    expect(render(null)).toBe(
      '<p class="chat-composer__refusal" role="status" data-testid="chat-refusal"></p>',
    );
  });

  it('says the refusal once to screen readers, the countdown only on screen', () => {
    const refusal = sendRefusal(
      { message: 'Slow mode is on in this channel: wait 3 s', code: 'SLOW_MODE' },
      'en',
      Date.now(),
    );
    const html = render(refusal);
    expect(html).toContain('role="status"');
    expect(html).toContain(
      '<span class="visually-hidden">Slow mode is on in this channel: wait 3 s</span>',
    );
    expect(html).toMatch(
      /<span aria-hidden="true">Slow mode is on in this channel: wait [23] s<\/span>/,
    );
    // One notice: one status region, one visible line.
    expect(html.match(/role="status"/g)).toHaveLength(1);
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(1);
  });

  it('says nothing once the named wait is over', () => {
    const refusal = sendRefusal(
      { message: 'Slow mode is on in this channel: wait 3 s', code: 'SLOW_MODE' },
      'en',
      Date.now() - 10_000,
    );
    expect(render(refusal)).toBe(
      '<p class="chat-composer__refusal" role="status" data-testid="chat-refusal"></p>',
    );
  });
});
