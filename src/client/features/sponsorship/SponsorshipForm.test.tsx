// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SponsorshipForm } from './SponsorshipForm';

const sent: unknown[] = [];
let answer: { status: number; body: unknown };

beforeEach(() => {
  sent.length = 0;
  answer = { status: 200, body: { ok: true } };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/sponsorships/applications') sent.push(JSON.parse(init.body as string));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const valid = {
  'Channel or team page': 'https://www.twitch.tv/gem_hunter',
  Platform: 'twitch',
  'Audience size (followers or subscribers)': '12000',
  'Contact e-mail': 'gem_hunter@example.com',
  'Your idea': 'Weekly CS2 case battle streams with a loyal community.',
};

describe('<SponsorshipForm>', () => {
  it('sends a valid application as the contract body and thanks the sender', async () => {
    render(<SponsorshipForm />);
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('status')).textContent).toContain('We reply within a week');
    expect(sent).toEqual([
      {
        channelUrl: 'https://www.twitch.tv/gem_hunter',
        platform: 'twitch',
        audienceSize: 12_000,
        email: 'gem_hunter@example.com',
        message: 'Weekly CS2 case battle streams with a loyal community.',
      },
    ]);
  });

  it('shows each invalid field its message and sends nothing', async () => {
    render(<SponsorshipForm />);
    fill({ ...valid, 'Channel or team page': 'twitch.tv/me', Platform: '', 'Your idea': 'hi' });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByText('Enter your channel address, starting with https://');
    expect(screen.getByText('Choose a platform')).toBeTruthy();
    expect(screen.getByText('Tell us a little more (at least 20 characters)')).toBeTruthy();
    expect(screen.getByLabelText('Your idea').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal (the hourly limit)", async () => {
    answer = {
      status: 429,
      body: {
        error: {
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Too many attempts. Please try again in 1 hour.',
        },
      },
    };
    render(<SponsorshipForm />);
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many attempts. Please try again in 1 hour.',
      ),
    );
  });
});
