export * from './candidate';
export * from './employer';
