export { DocumentStore, checkUpload } from './documentStore';
export { KYC_MINIMUM_AGE, Kyc, isAdultOn, kycLevelOf } from './kyc';
