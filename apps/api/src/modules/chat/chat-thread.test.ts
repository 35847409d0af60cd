import { describe, expect, it } from 'vitest';
import type { ChatRow } from './chat.repo.ts';
import { toThread } from './chat-thread.ts';

let minute = 0;
const row = (content: string, fromShop: boolean, readAt: Date | null = null): ChatRow => {
  minute += 1;
  return { id: `id-${minute}`, content, fromShop, readAt, createdAt: new Date(Date.UTC(2026, 10, 20, 9, minute)) };
};

describe('toThread', () => {
  it("puts the shop's messages under the customer message they follow, and lets a shop message with none before it stand alone", () => {
    const thread = toThread([
      row('Welcome to Mitumba!', true),
      row('Hi, is the jacket in L?', false, new Date()),
      row('Yes.', true),
      row('Want it?', true),
      row('Yes please', false),
    ]);
    expect(thread.map((message) => [message.content, message.isAdmin, message.read, message.replies.map((answer) => answer.content)])).toEqual([
      ['Welcome to Mitumba!', true, false, []],
      ['Hi, is the jacket in L?', false, true, ['Yes.', 'Want it?']],
      ['Yes please', false, false, []],
    ]);
    expect(thread[1]?.createdAt).toBe('2026-11-20T09:02:00.000Z');
  });

  it('is empty for no messages', () => {
    expect(toThread([])).toEqual([]);
  });
});
