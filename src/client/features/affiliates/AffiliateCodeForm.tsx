import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AFFILIATE_CODE_MAX } from '../../../shared/affiliates';
import { affiliateCodeSchema } from '../../../shared/contract/affiliates';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { Field } from '../session/Field';
import { FormError } from '../session/FormError';

/** The contract's own rule for a code (3-16 of a-z, 0-9, _ and -, any case). */
const codeFormSchema = z.object({ code: affiliateCodeSchema });
type CodeFormInput = z.input<typeof codeFormSchema>;
type CodeFormOutput = z.output<typeof codeFormSchema>;

/** Creates the player's referral code, or changes it while nobody has joined with it. */
export function AffiliateCodeForm(props: {
  current: string | null;
  onSave: (code: string) => Promise<void>;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<CodeFormInput, unknown, CodeFormOutput>({
    ...VALIDATION_MODES,
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: props.current ?? '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      await props.onSave(code);
    } catch (caught) {
      setServerError(messageOf(caught));
    }
  });

  return (
    <form className="affiliate-code-form" onSubmit={onSubmit} noValidate>
      <Field
        label={props.current ? 'Change your code' : 'Choose your code'}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={AFFILIATE_CODE_MAX}
        hint="3-16 letters, digits, dashes or underscores."
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <FormError message={serverError} />
      <Button type="submit" variant="primary" busy={formState.isSubmitting}>
        {props.current ? 'Save code' : 'Create code'}
      </Button>
    </form>
  );
}
