export {
  DEPOSIT_TRANSFER_KINDS,
  ResponsibleGambling,
  assertDepositAllowed,
  playRefusalOf,
} from './responsibleGambling';
