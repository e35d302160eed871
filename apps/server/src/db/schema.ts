// Every table, for Drizzle (client.ts) and drizzle-kit (drizzle.config.ts).
// The table files import each other directly, never this barrel.
export * from './schema-accounts';
export * from './schema-course';
export * from './schema-tests';
export * from './schema-lessons';
export * from './schema-custom-tests';
export * from './schema-learning-records';
export * from './schema-study-reports';
export * from './schema-home-page-ads';
