export * from './define-endpoint';
export * from './common';
export * from './errors';
export * from './endpoints/auth';
export * from './endpoints/profile';
export * from './endpoints/privacy';
export * from './endpoints/client-log';
export * from './app-config';
