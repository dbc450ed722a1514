export * from './analytics';
export * from './auth';
export * from './content';
export * from './email';
export * from './packages';
export * from './profiles';
export * from './system';
export * from './user-sessions';
