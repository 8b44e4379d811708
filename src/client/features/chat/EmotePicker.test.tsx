// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmotePicker } from './EmotePicker';
import type { Emote } from './chat-types';

afterEach(cleanup);

const emotes = [
  { _id: 'e1', name: 'gg', image: '/emotes/gg.png' },
  { _id: 'e2', name: 'pog', image: '/emotes/pog.png' },
] as Emote[];

describe('<EmotePicker>', () => {
  it('opens its grid on the first emote; a pick closes it and hands over the name', async () => {
    const picked: string[] = [];
    render(<EmotePicker emotes={emotes} onPick={(name) => picked.push(name)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Emotes' }));
    const grid = await screen.findByRole('dialog', { name: 'Emotes' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: ':gg:' })),
    );
    expect(grid.querySelectorAll('img')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: ':pog:' }));
    expect(picked).toEqual(['pog']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot open without emotes', () => {
    render(<EmotePicker emotes={[]} onPick={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Emotes' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
