import { describe, expect, it } from 'vitest';
import { greetingLine, timeOfDayGreeting } from './greeting';

const at = (hours: number, minutes: number) => new Date(2024, 5, 1, hours, minutes);

describe('timeOfDayGreeting', () => {
  it.each([
    [0, 0, 'Good Morning'],
    [11, 59, 'Good Morning'],
    [12, 0, 'Good Afternoon'],
    [17, 59, 'Good Afternoon'],
    [18, 0, 'Good Evening'],
    [23, 59, 'Good Evening'],
  ])('at %i:%i says %s', (hours, minutes, expected) => {
    expect(timeOfDayGreeting(at(hours, minutes))).toBe(expected);
  });
});

describe('greetingLine', () => {
  it("adds the user's name when logged in", () => {
    expect(greetingLine(at(9, 30), 'Wanjiru')).toBe('Good Morning, Wanjiru');
  });

  it('is the plain greeting for visitors', () => {
    expect(greetingLine(at(19, 0), undefined)).toBe('Good Evening');
  });
});
