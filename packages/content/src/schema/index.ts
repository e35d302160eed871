export * from './localized';
export * from './question';
export * from './module';
export * from './course-files';
