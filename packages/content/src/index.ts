export * from './schema';
export * from './load';
export * from './validate-module';
export * from './validate-course';
