import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AudioSettingsPanel } from './AudioSettingsPanel';

describe('<AudioSettingsPanel>', () => {
  const html = renderToStaticMarkup(<AudioSettingsPanel />);

  it('has a labelled slider per channel, at the spec defaults', () => {
    for (const [label, value] of [
      ['Master volume', 33],
      ['Games', 50],
      ['Chat', 50],
      ['Interface', 50],
    ] as const) {
      const labelled = new RegExp(
        `<label class="volume-row__label" for="([^"]+)">${label}</label>.*?<input id="\\1"[^>]*type="range"[^>]*value="${value}"`,
      );
      expect(html, label).toMatch(labelled);
    }
  });

  it('has a named mute toggle per channel, not pressed by default', () => {
    for (const name of [
      'Mute all sounds',
      'Mute game sounds',
      'Mute chat sounds',
      'Mute interface sounds',
    ]) {
      expect(html).toMatch(new RegExp(`aria-pressed="false" aria-label="${name}"`));
    }
  });

  it('lists the chat sounds, the every-message sound off by default', () => {
    expect(html).toMatch(/<input type="checkbox"\/><span>Play a sound for every chat message/);
    expect(html).toMatch(
      /<input type="checkbox" checked=""\/><span>Play a sound when someone mentions me/,
    );
  });
});
