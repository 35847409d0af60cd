import { describe, expect, it } from 'vitest';
import { cancellationState, countWords, feedbackOffered } from './after-sale.ts';

const delivered = (daysAgo: number) => ({
  status: 'Delivered' as const, deliveredDate: new Date(Date.parse('2026-11-22T10:00:00Z') - daysAgo * 86_400_000).toISOString(),
  cancellationStatus: null, feedbackSubmitted: false,
});
const now = new Date('2026-11-22T10:00:00Z');

describe('after-sale rules', () => {
  it('offers cancelling only after delivery and within 7 days of it', () => {
    expect(cancellationState({ ...delivered(0), status: 'Pending', deliveredDate: null }, now)).toBe('not-delivered');
    expect(cancellationState(delivered(0), now)).toBe('available');
    expect(cancellationState(delivered(7), now)).toBe('available');
    expect(cancellationState(delivered(7.01), now)).toBe('expired');
    expect(cancellationState({ ...delivered(1), cancellationStatus: 'pending' }, now)).toBe('requested');
    expect(cancellationState({ ...delivered(9), cancellationStatus: 'rejected' }, now)).toBe('denied');
  });

  it('offers feedback once, for a delivered order', () => {
    expect(feedbackOffered(delivered(1))).toBe(true);
    expect(feedbackOffered({ ...delivered(1), feedbackSubmitted: true })).toBe(false);
    expect(feedbackOffered({ ...delivered(1), status: 'Pending' })).toBe(false);
  });

  it('counts words as runs of non-space characters', () => {
    expect(countWords('  Great   service,\nfast delivery ')).toBe(4);
    expect(countWords('')).toBe(0);
  });
});
