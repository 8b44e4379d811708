// What the rest of the server may use of this module; its other files are its own.
export { CaseOpenings } from './caseOpening';
export { toCaseSummary } from './caseRecords';
export type { CaseSummaryRow } from './caseRecords';
export { CaseStore } from './caseStore';
export { CatalogueItems } from './catalogue/catalogueItems';
export { officialCaseDefinitions } from './catalogue/officialCases';
export { registerFreeCaseEffect } from './freeCaseEffect';
export { createPriceFeed } from './pricing/createPriceFeed';
export type { PriceFeed } from './pricing/priceFeed';
/** The catalogue's data set, whose pictures the image route serves. */
export { default as caseCatalogueData } from './catalogue/cs2-cases.json';
