import { describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main.ts';

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    await yieldToMain({ scheduler: { yield: yieldFn } });
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('otherwise goes on in a new task, after what was already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToMain({});
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });
});
