// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UnlockEarlyForm } from './UnlockEarlyForm';

afterEach(cleanup);

/** Renders the form; `answer` is what the vault view's unlock answers for each code sent. */
function renderForm(answer: (code: string) => boolean) {
  const sent: string[] = [];
  render(
    <UnlockEarlyForm
      busy={false}
      onUnlock={async (code) => {
        sent.push(code);
        return answer(code);
      }}
    />,
  );
  return { sent, field: screen.getByLabelText('Two-factor code') as HTMLInputElement };
}

describe('UnlockEarlyForm', () => {
  it('sends nothing without a well-formed code and says why, next to the field', () => {
    const { sent, field } = renderForm(() => true);
    fireEvent.submit(field.form!);
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6-digit code or a backup code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.submit(field.form!);
    expect(sent).toEqual([]);
  });

  it('sends the typed code (Enter submits) and clears a refused one', async () => {
    const { sent, field } = renderForm((code) => code === '654321');
    fireEvent.change(field, { target: { value: ' 123456 ' } });
    fireEvent.submit(field.form!);
    await waitFor(() => expect(field.value).toBe(''));
    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.submit(field.form!);
    await waitFor(() => expect(sent).toEqual(['123456', '654321']));
    expect(field.value).toBe('654321');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
