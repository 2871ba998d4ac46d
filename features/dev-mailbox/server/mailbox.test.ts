import { isDevMailboxEnabled } from './mailbox';

describe('when the development mailbox is open', () => {
  it.each([
    ['development', undefined, 'postgres', true],
    ['test', undefined, 'postgres', true],
    ['production', undefined, 'pglite', true], // the two-command demo
    ['production', undefined, 'postgres', false], // a real deployment: 404
    ['production', true, 'postgres', true],
    ['development', false, 'pglite', false],
    ['production', false, 'pglite', false],
  ] as const)('NODE_ENV=%s, ENABLE_DEV_MAILBOX=%s, %s → %s', (NODE_ENV, ENABLE_DEV_MAILBOX, driver, open) => {
    expect(isDevMailboxEnabled({ NODE_ENV, ENABLE_DEV_MAILBOX }, driver)).toBe(open);
  });
});
