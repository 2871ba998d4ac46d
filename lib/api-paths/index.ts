export * from './employer';
