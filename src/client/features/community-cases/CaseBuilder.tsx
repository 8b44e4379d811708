import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from '../../router';
import type { CatalogueItem } from '../../../shared/contract/catalogue';
import {
  COMMUNITY_CASE_NAME_MAX,
  COMMUNITY_CASE_NAME_MIN,
} from '../../../shared/contract/communityCases';
import { ApiError, messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { openAuth } from '../modals/modal-store';
import { selectIsLoggedIn, useSession } from '../session/session-store';
import {
  type BuilderInput,
  type BuilderOutput,
  addRefusal,
  builderItemOf,
  builderSchema,
  evenOdds,
  itemsProblem,
  liveQuote,
} from './builder-form';
import { BuilderItems } from './BuilderItems';
import { BuilderSummary } from './BuilderSummary';
import { CasePicturePicker } from './CasePicturePicker';
import { CatalogueSearch } from './CatalogueSearch';
import { communityApi } from './community-api';
import { casesBase, communityPaths } from './community-paths';

/** Today's prices of the items in the case, read again after the server said they moved. */
async function currentPrices(items: readonly { id: string; name: string }[]) {
  const found = await Promise.all(
    items.map(async (item) => {
      const { items: matches } = await communityApi.catalogue({ search: item.name, limit: 60 });
      return matches.find((match) => match.id === item.id);
    }),
  );
  return found;
}

/**
 * The community case builder: search the catalogue, add 2-30 skins, set each one's odds,
 * name it and pick its picture. The price and return follow the odds live; the form checks
 * with the contract's schema (the server's own rules and words) before publishing.
 */
export function CaseBuilder() {
  const id = useId();
  const navigate = useNavigate();
  const paths = communityPaths(casesBase(useLocation().pathname));
  const loggedIn = useSession(selectIsLoggedIn);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<BuilderInput, unknown, BuilderOutput>({
    ...VALIDATION_MODES,
    resolver: zodResolver(builderSchema),
    defaultValues: { name: '', imageCase: '', items: [] },
  });
  const { control, register, handleSubmit, formState, setValue, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'items', keyName: 'key' });
  const watched = useWatch({ control, name: 'items' }) ?? [];
  const imageCase = useWatch({ control, name: 'imageCase' });
  const quote = liveQuote(watched);
  // The rows as typed so far (useWatch), keyed by the field array's stable keys.
  const rows = fields.map((field, index) => ({
    ...field,
    ...watched[index],
    odds: watched[index]?.odds ?? field.odds,
    key: field.key,
  }));

  const add = (item: CatalogueItem) => {
    if (addRefusal(item, getValues('items')) !== null) return;
    append(builderItemOf(item));
    setServerError(null);
  };

  const splitEvenly = () => {
    const odds = evenOdds(getValues('items').length);
    odds.forEach((value, index) =>
      setValue(`items.${index}.odds`, value, { shouldValidate: formState.isSubmitted }),
    );
  };

  const choosePicture = useCallback(
    (slug: string) => setValue('imageCase', slug, { shouldValidate: true }),
    [setValue],
  );

  const publish = handleSubmit(async (body) => {
    setServerError(null);
    if (!loggedIn) {
      openAuth('login');
      return;
    }
    try {
      const { case: made } = await communityApi.create(body);
      await navigate(paths.caseOf(made.slug));
    } catch (error) {
      // A taken name belongs beside the name; anything else under the Publish button.
      if (error instanceof ApiError && error.code === 'CASE_NAME_TAKEN') {
        form.setError('name', { message: error.message }, { shouldFocus: true });
        return;
      }
      setServerError(messageOf(error));
      // Prices moved on the server: show the new ones so the next publish matches them.
      if (error instanceof ApiError && error.code === 'CASE_PRICE_CHANGED') {
        const items = getValues('items');
        const fresh = await currentPrices(items).catch(() => []);
        fresh.forEach((item, index) => {
          if (item?.price != null) setValue(`items.${index}.price`, item.price);
        });
      }
    }
  });

  // Shown once a publish was tried, from the values as they are now.
  const listError = formState.isSubmitted ? itemsProblem({ ...getValues(), items: watched }) : null;
  const nameError = formState.errors.name?.message;

  return (
    <div className="case-builder">
      <form className="case-builder__main" onSubmit={publish} noValidate aria-label="Create a case">
        <section className="builder-panel" aria-labelledby={`${id}-details`}>
          <h2 id={`${id}-details`} className="builder-panel__title">
            Case
          </h2>
          <label className="builder-field" htmlFor={`${id}-name`}>
            <span className="builder-field__label">Name</span>
            <input
              id={`${id}-name`}
              className="game-input"
              autoComplete="off"
              maxLength={COMMUNITY_CASE_NAME_MAX + 8}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={`${id}-name-hint${nameError ? ` ${id}-name-error` : ''}`}
              {...register('name')}
            />
          </label>
          <p id={`${id}-name-hint`} className="builder-panel__note">
            {COMMUNITY_CASE_NAME_MIN}-{COMMUNITY_CASE_NAME_MAX} letters, digits and single spaces;
            no other case may have it.
          </p>
          {nameError && (
            <p id={`${id}-name-error`} className="builder-error" role="alert">
              {nameError}
            </p>
          )}
          <CasePicturePicker
            value={imageCase}
            onChange={choosePicture}
            error={formState.errors.imageCase?.message}
          />
        </section>
        <BuilderItems
          items={rows}
          register={register}
          errors={formState.errors.items}
          onRemove={(index) => remove(index)}
          onSplitEvenly={splitEvenly}
        />
        {listError && (
          <p className="builder-error" role="alert" data-testid="builder-items-error">
            {listError}
          </p>
        )}
        <div className="builder-panel case-builder__publish">
          <BuilderSummary quote={quote} />
          {serverError && (
            <p className="builder-error" role="alert">
              {serverError}
            </p>
          )}
          <Button type="submit" variant="primary" size="lg" block busy={formState.isSubmitting}>
            {loggedIn ? 'Publish case' : 'Log in to publish'}
          </Button>
        </div>
      </form>
      <CatalogueSearch added={watched} onAdd={add} />
    </div>
  );
}
