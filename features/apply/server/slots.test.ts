import { createSlots } from './slots';

describe('createSlots', () => {
  it('runs at most `size` at once, the rest in order, and frees a slot when one fails', async () => {
    const inSlot = createSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) =>
      inSlot(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
        order.push(n);
        if (n === 1) throw new Error('boom');
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(job));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(await job(6)).toBe(6);
  });
});
