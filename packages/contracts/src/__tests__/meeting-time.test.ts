import { describe, expect, it } from 'vitest';
import { dayInSentence, dayLabel, withSiteApostrophe } from '../meeting-time';

describe('a meeting’s day', () => {
  const friday = '2026-12-04T10:00:00Z';

  it('is written in Ukrainian with the copy’s apostrophe ’, not CLDR’s modifier letter ʼ', () => {
    expect(dayInSentence(friday, 'uk', 'Europe/Kyiv')).toBe('п’ятниця, 4 грудня');
    expect(dayLabel(friday, 'uk', 'Europe/Kyiv')).toBe('П’ятниця, 4 грудня');
  });

  it('leaves every other character of a formatted date as it is', () => {
    expect(withSiteApostrophe('пʼятниця, 4 груд.')).toBe('п’ятниця, 4 груд.');
    expect(withSiteApostrophe('понедельник, 30 ноября')).toBe('понедельник, 30 ноября');
  });
});
