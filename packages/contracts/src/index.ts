export * from './runtime-config.ts';
export * from './demo-members.ts';
export * from './identity.ts';
export * from './applications.ts';
export * from './prerendered-head.ts';
export * from './return-target.ts';
export * from './field-rules.ts';
export * from './profile-options.ts';
