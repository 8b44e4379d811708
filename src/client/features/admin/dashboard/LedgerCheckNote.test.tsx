// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LedgerCheckNote } from './LedgerCheckNote';

afterEach(cleanup);

describe('<LedgerCheckNote>', () => {
  it('says when no check is on record and that none is scheduled', () => {
    const { container } = render(<LedgerCheckNote check={{ everyMinutes: 0, last: null }} />);
    expect(container.textContent).toBe(
      'No ledger check on record yet.No check is scheduled (LEDGER_CHECK_MINUTES is 0).',
    );
  });

  it('names a check run by the command, and that every invariant held', () => {
    const { container } = render(
      <LedgerCheckNote
        check={{
          everyMinutes: 15,
          last: {
            at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
            by: 'command',
            invariants: 8,
            problems: 0,
            findings: [],
            entries: 1_234_567,
            tookMs: 2_345,
          },
        }}
      />,
    );
    expect(container.textContent).toContain(
      'Last checked 2 hours ago by npm run ledger:verify: all 8 invariants hold, 1,234,567 entries read in 2.3 s.',
    );
    expect(container.textContent).toContain('The round leader checks every 15 minutes');
    expect(container.querySelector('ul')).toBeNull();
  });
});
