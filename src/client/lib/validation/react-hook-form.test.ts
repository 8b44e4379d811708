import { describe, expect, it } from 'vitest';
import { rulesResolver, VALIDATION_MODES } from './react-hook-form';
import { min, required } from './rules';

describe('react-hook-form adapter', () => {
  it('validates on blur and re-validates on change', () => {
    expect(VALIDATION_MODES).toEqual({ mode: 'onBlur', reValidateMode: 'onChange' });
  });

  it('maps the first failure per field to react-hook-form errors', async () => {
    const resolver = rulesResolver<{ username: string; email: string }>({
      username: { label: 'username', rules: [required(), min(3)] },
    });
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    expect(await resolver({ username: 'ab', email: '' }, undefined, options)).toEqual({
      values: {},
      errors: { username: { type: 'rule', message: 'The username must be at least 3 characters' } },
    });
    expect(await resolver({ username: 'abc', email: '' }, undefined, options)).toEqual({
      values: { username: 'abc', email: '' },
      errors: {},
    });
  });
});
