export * from './abilities';
export * from './auth';
export * from './errors';
export * from './money';
export * from './orgs';
export * from './users';
