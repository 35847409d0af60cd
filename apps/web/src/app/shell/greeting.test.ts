import { describe, expect, it } from 'vitest';
import { createI18n, loadCatalog, type Translate } from '@/i18n';
import { englishCatalog } from '@/i18n/english-catalog';
import { greetingLine, timeOfDayGreeting } from './greeting';

const english = createI18n('en', englishCatalog);
const t = english._.bind(english) as Translate;
const swahili = createI18n('sw', await loadCatalog('sw'));

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
    expect(t(timeOfDayGreeting(at(hours, minutes)))).toBe(expected);
  });
});

describe('greetingLine', () => {
  it("adds the user's name when logged in", () => {
    expect(greetingLine(t, at(9, 30), 'Wanjiru')).toBe('Good Morning, Wanjiru');
  });

  it('is the plain greeting for visitors', () => {
    expect(greetingLine(t, at(19, 0), undefined)).toBe('Good Evening');
  });
});

describe('in Kiswahili', () => {
  it('greets as a Kenyan shop does', () => {
    expect(greetingLine(swahili._.bind(swahili) as Translate, at(9, 30), 'Wanjiru')).toBe('Habari za asubuhi, Wanjiru');
  });
});
