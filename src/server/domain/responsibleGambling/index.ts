export {
  DEPOSIT_TRANSFER_KINDS,
  ResponsibleGambling,
  assertDepositAllowed,
  depositLimitWords,
  depositRoom,
  playRefusalOf,
} from './responsibleGambling';
