// What the rest of the server may use of this module; its other files are its own.
export { listModeratedCases, setCaseHidden } from './caseModeration';
export { assertStaffTwoFactor } from './staffTwoFactor';
export { assertOneCursor, keysetOrder } from './table/keysetStatement';
export { StatementText } from './table/statementText';
