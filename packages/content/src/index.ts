export * from './schema';
export * from './gaps';
export * from './load';
export * from './validate-module';
export * from './validate-course';
