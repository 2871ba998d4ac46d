import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { shellClientMessages } from './shell-messages';

describe('the messages every page carries', () => {
  it.each([
    ['pl', pl],
    ['en', en],
  ])('hold no character that Next must escape in the page payload (%s)', (_, messages) => {
    const sent = JSON.stringify(shellClientMessages(messages));
    expect(sent.match(/[&<>\u2028\u2029]/g) ?? []).toEqual([]);
    // Still the alert dialog's words, with the signs as a value.
    expect(sent).toContain('{signs}');
  });
});
