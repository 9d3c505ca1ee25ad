import { describe, expect, it } from 'vitest';
import { checkBirthDate, checkName, normalizePostalCode, profileMessages } from './profile-rules.ts';
import { detectImageKind } from './avatar-image.ts';

const today = new Date('2026-06-15T00:00:00Z');

describe('checkBirthDate', () => {
  it.each([
    [6, 2008, undefined],
    [7, 2008, profileMessages.minimumAge],
    [1, 1907, undefined],
    [12, 1906, profileMessages.birthDateInvalid],
    [0, 1990, profileMessages.birthDateInvalid],
    [7, 2026, profileMessages.birthDateInvalid],
  ])('month %i year %i gives %s', (month, year, expected) => {
    expect(checkBirthDate(month, year, today)).toBe(expected);
  });
});

describe('checkName', () => {
  it.each([
    ['Émilie', undefined],
    ["O'Neil-Côté", undefined],
    ['Jean Paul', undefined],
    ['Jean  Paul', profileMessages.firstNameInvalid],
    ['R2-D2', profileMessages.firstNameInvalid],
    ['', profileMessages.firstNameRequired],
  ])('%j gives %s', (name, expected) => {
    expect(checkName(name, 'firstName')).toBe(expected);
  });
});

describe('normalizePostalCode', () => {
  it.each([
    ['h2x1y4', 'H2X 1Y4'],
    [' K1A 0B1 ', 'K1A 0B1'],
    ['W1A 1A1', undefined],
    ['H2X-1Y4', undefined],
  ])('%j gives %j', (input, expected) => {
    expect(normalizePostalCode(input)).toBe(expected);
  });
});

describe('detectImageKind', () => {
  it('reads the type from the bytes and refuses text', () => {
    expect(detectImageKind(Buffer.from('GIF87a...'))?.contentType).toBe('image/gif');
    expect(detectImageKind(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeUndefined();
    expect(detectImageKind(Buffer.alloc(0))).toBeUndefined();
  });
});
