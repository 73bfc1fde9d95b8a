export * from './instruments';
export * from './due';
