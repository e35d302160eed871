export * from './schema';
export * from './load';
export * from './fingerprint';
export * from './validate-module';
export * from './validate-scripts';
export * from './validate-texts';
export * from './validate-course';
