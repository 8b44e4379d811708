import { CashierDialog } from './CashierDialog';

/** The CASHIER view: the cashier's dialog, which reads the modal store itself. */
export default function CashierView() {
  return <CashierDialog />;
}
