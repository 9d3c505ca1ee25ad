export { startStack } from './stack.ts';
export { PortBusyError } from './listen.ts';
export { TokenLifetimeError } from './idp/token-lifetimes.ts';
