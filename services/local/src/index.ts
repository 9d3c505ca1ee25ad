export { startStack, type RunningStack, type StackOptions } from './stack.ts';
export { PortBusyError } from './listen.ts';
export { TokenLifetimeError } from './idp/token-lifetimes.ts';
