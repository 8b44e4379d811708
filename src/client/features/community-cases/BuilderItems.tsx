import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { COMMUNITY_CASE_ITEMS_MAX } from '../../../shared/contract/communityCases';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { CaseArt } from '../cases/CaseArt';
import type { BuilderInput, BuilderItem } from './builder-form';
import { CATALOGUE_ANCHOR } from './CatalogueSearch';

type ItemErrors = FieldErrors<BuilderInput>['items'];

/** The message under one row: its odds text, or the contract's word on its tickets. */
function rowError(errors: ItemErrors, index: number): string | undefined {
  const row = (errors as Record<number, Record<string, { message?: string }>> | undefined)?.[index];
  return row?.odds?.message ?? row?.tickets?.message;
}

/** The case's items, each with its odds as a percent, in the order their ticket ranges take. */
export function BuilderItems(props: {
  items: readonly (BuilderItem & { key: string })[];
  register: UseFormRegister<BuilderInput>;
  errors: ItemErrors;
  onRemove(index: number): void;
  onSplitEvenly(): void;
}) {
  const id = useId();
  const { items } = props;
  return (
    <section className="builder-panel" aria-labelledby={`${id}-title`}>
      <div className="builder-panel__head">
        <h2 id={`${id}-title`} className="builder-panel__title">
          Items{' '}
          <span className="builder-panel__count">
            {items.length} / {COMMUNITY_CASE_ITEMS_MAX}
          </span>
        </h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={props.onSplitEvenly}
          disabled={items.length === 0}
        >
          Split odds evenly
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="builder-panel__note">
          Add 2 to 30 skins from the <a href={`#${CATALOGUE_ANCHOR}`}>catalogue</a>.
        </p>
      ) : (
        <ol className="builder-items" aria-label="Items in the case">
          {items.map((item, index) => {
            const error = rowError(props.errors, index);
            const inputId = `${id}-odds-${index}`;
            return (
              <li key={item.key} className="builder-item" data-testid="builder-item">
                <CaseArt
                  image={item.image}
                  rarity={item.rarity}
                  name={item.name}
                  box={{ width: 72, height: 48 }}
                  className="builder-item__art"
                />
                <span className="builder-item__name">{item.name}</span>
                <Amount value={item.price} size="sm" className="builder-item__price" />
                <div className="builder-item__odds">
                  <label htmlFor={inputId} className="visually-hidden">
                    Odds of {item.name}, in percent
                  </label>
                  <input
                    id={inputId}
                    className="game-input builder-item__input"
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="0.000"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    {...props.register(`items.${index}.odds`)}
                  />
                  <span aria-hidden="true">%</span>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  iconOnly
                  aria-label={`Remove ${item.name}`}
                  onClick={() => props.onRemove(index)}
                >
                  <span aria-hidden="true">×</span>
                </Button>
                {error && (
                  <p
                    id={`${inputId}-error`}
                    className="builder-error builder-item__error"
                    role="alert"
                  >
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
