import { describe, expect, it } from 'vitest';
import { dayInSentence, dayLabel, sayMeetingTime, timeLabel, withSiteApostrophe, zoneLabel } from '../meeting-time';

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

describe('a meeting’s time and zone', () => {
  const nine = '2026-12-01T08:00:00Z';

  it('writes the hour as each language does: „9:00” in Polish, Russian and Ukrainian, "09:00" in English', () => {
    expect(timeLabel(nine, 'pl', 'Europe/Warsaw')).toBe('9:00');
    expect(timeLabel(nine, 'ru', 'Europe/Warsaw')).toBe('9:00');
    expect(timeLabel(nine, 'uk', 'Europe/Warsaw')).toBe('9:00');
    expect(timeLabel(nine, 'en', 'Europe/Warsaw')).toBe('09:00');
    expect(sayMeetingTime(nine, 'pl', 'Europe/Warsaw')).toBe('wtorek, 1 grudnia, 9:00');
  });

  it('names the zone by its city, as a time is said in it, and any other zone by its offset', () => {
    expect(zoneLabel('Europe/Warsaw', 'pl', nine)).toBe('czasu warszawskiego');
    expect(zoneLabel('Europe/Kyiv', 'ru', nine)).toBe('по киевскому времени');
    expect(zoneLabel('Europe/Kiev', 'uk', nine)).toBe('за київським часом');
    expect(zoneLabel('Europe/London', 'en', nine)).toBe('London time');
    expect(zoneLabel('Asia/Almaty', 'ru', nine)).toBe('по времени GMT+5');
    expect(zoneLabel('Asia/Almaty', 'pl', nine)).toBe('czasu GMT+5');
  });
});
