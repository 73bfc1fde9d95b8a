export * from './messages';
export * from './constants';
export * from './format';
export * from './schemas/catalog';
export * from './schemas/errors';
export * from './schemas/health';
export * from './schemas/accounts';
