export * from './users';
export * from './wallet';
