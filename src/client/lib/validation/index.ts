export * from './rules';
export * from './compose';
