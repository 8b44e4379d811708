import { useEffect, useRef, useState } from 'react';
import { caseOpeningPayout, casePriceRounding, caseRoundingFloat, openCaseItems } from '../core';
import { CASE_TICKETS_TOTAL } from '../../../src/shared/contract/battles';
import { ticketRanges } from '../../../src/shared/contract/battleMath';
import type { CaseDetail, CaseSummary } from '../../../src/shared/contract/cases';
import type { HttpResponse } from '../../../src/shared/contract';
import { reelItem } from '../../../src/client/features/cases/reel-item';
import { hasSeeds } from '../../../src/client/features/fairness/verifier-schema';
import { caseVerifierFields, caseVerifierSchema } from './check';
import { GameStage } from '../../../src/client/features/instant-games/GameStage';
import { apiRequest } from '../../../src/client/lib/http';
import { amountLabel } from '../../../src/client/ui/amount';
import { useVerifier } from '../../../src/client/pages/fairness/verifiers/use-verifier';
import { VerifierForm } from '../../../src/client/pages/fairness/verifiers/VerifierForm';
import { VerifierSelect } from '../../../src/client/pages/fairness/verifiers/VerifierSelect';

let drawn = 0;

const percent = (tickets: number) => `${((tickets / CASE_TICKETS_TOTAL) * 100).toFixed(3)}%`;

/** The chosen case with its items, read from the server: the items and their order are public. */
function useCase(slug: string) {
  const [detail, setDetail] = useState<CaseDetail | null>(null);
  useEffect(() => {
    let live = true;
    setDetail(null);
    apiRequest<HttpResponse<'getCase'>>(`/cases/${encodeURIComponent(slug)}`)
      .then((answer) => live && setDetail(answer.case))
      .catch(() => live && setDetail(null));
    return () => {
      live = false;
    };
  }, [slug]);
  return detail;
}

export default function CaseVerifier() {
  const [cases, setCases] = useState<CaseSummary[]>([]);
  // The computation below runs from the form's submit; it reads the case loaded by then.
  const loaded = useRef<CaseDetail | null>(null);
  const { driver, form, verify, result } = useVerifier(
    caseVerifierSchema,
    (values, seeds, scene) => {
      const box = loaded.current;
      if (!box || box.slug !== values.case) {
        return {
          summary: 'The case is still loading; verify again in a moment.',
          details: [],
        };
      }
      const { ticket, item, index } = openCaseItems(seeds, box.items);
      const range = ticketRanges(box.items)[index]!;
      // The price was rounded up; the opening's second float gives that rounding back fairly.
      const rounding = caseRoundingFloat(seeds);
      const payout = caseOpeningPayout(box.items, box.price, item.price, rounding);
      const { numerator, denominator } = casePriceRounding(box.items, box.price);
      const fraction = Number((numerator * 1_000_000n) / denominator) / 1_000_000;
      scene.show('case-unbox:reels', { items: box.items.map((each) => reelItem(each)), count: 1 });
      void scene.play(
        'case-unbox:spin',
        {
          id: `verify-${++drawn}`,
          price: box.price,
          reels: [{ openingId: `verify-${drawn}`, item: reelItem(item) }],
        },
        12_000,
      );
      return {
        summary: `Ticket ${ticket.toLocaleString('en-US')} of ${CASE_TICKETS_TOTAL.toLocaleString('en-US')}: ${item.name}, worth ${amountLabel(item.price)}.`,
        details: [
          `${item.name} wins on tickets ${(range.min + 1).toLocaleString('en-US')} to ${range.max.toLocaleString('en-US')} (${percent(item.tickets)})`,
          `${box.name} costs ${amountLabel(box.price)}`,
          `Paid ${amountLabel(payout)}: the item's value${payout > item.price ? ' plus 0.01, the price’s rounding given back' : ''} (a hundredth is added when the second float, ${rounding.toFixed(10)}, is below ${fraction.toFixed(6)})`,
        ],
      };
    },
    caseVerifierFields,
  );
  const detail = useCase(form.watch('case'));
  loaded.current = detail;

  useEffect(() => {
    apiRequest<HttpResponse<'listCases'>>('/cases')
      .then((answer) => setCases(answer.cases))
      .catch(() => setCases([]));
  }, []);
  // The reels show the chosen case's items; with seeds already given (a verify link, or a
  // new case chosen after pasting them) the case is verified as soon as it has loaded.
  useEffect(() => {
    if (!detail) return;
    driver.show('case-unbox:reels', {
      items: detail.items.map((item) => reelItem(item)),
      count: 1,
    });
    if (hasSeeds(form.getValues())) void verify();
  }, [detail, driver]);

  const selected = form.watch('case');
  const slugs = cases.length > 0 ? cases.map((box) => box.slug) : [selected];
  const nameOf = (slug: string) => cases.find((box) => box.slug === slug)?.name ?? slug;

  return (
    <VerifierForm
      label="Case opening verifier"
      form={form}
      verify={verify}
      result={result}
      withAmount={false}
      stage={<GameStage scene="case-unbox" driver={driver} label="Case reel" />}
    >
      <VerifierSelect
        id="verify-case"
        label="Case"
        options={slugs}
        optionLabel={nameOf}
        {...form.register('case')}
      />
    </VerifierForm>
  );
}
