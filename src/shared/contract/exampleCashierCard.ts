import { EXAMPLE_DATE } from './exampleEntities';
import type { HttpResponse } from './index';

// Example answers of the card cashier calls (spread into examples.ts).

const exampleCardPayment = {
  id: '5b1d7c3e-2a4f-4e6b-9c8d-7e6f5a4b3c2d',
  status: 'COMPLETED' as const,
  cents: 2_500,
  currency: 'USD',
  gems: 3_500,
  amount: 3_500,
  bonus: 175,
  held: 0,
  reversed: 0,
  reason: null,
  createdAt: EXAMPLE_DATE,
  updatedAt: EXAMPLE_DATE,
};

export const cashierCardExampleResponses: {
  createCardCheckout: HttpResponse<'createCardCheckout'>;
  listCardPayments: HttpResponse<'listCardPayments'>;
  cardWebhook: HttpResponse<'cardWebhook'>;
} = {
  createCardCheckout: {
    payment: { ...exampleCardPayment, status: 'PENDING', amount: 0, bonus: 0 },
    redirectUrl: 'https://pay.checkout.com/page/hpp_bPHKPRcuPOvW',
  },
  listCardPayments: { payments: [exampleCardPayment] },
  cardWebhook: { ok: true, outcome: 'credited' },
};
