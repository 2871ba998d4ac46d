export * from './candidate';
