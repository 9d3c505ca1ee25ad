import { base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { decodeBase64url, decodeJson, encodeBase64url, encodeJson } from './encoding.ts';

const samples = ['', 'a', 'ab', 'abc', '{"given_name":"Émilie","family_name":"Côté-Gagnon"}', '?>~ü😀'];

describe('base64url of the start-up code', () => {
  it.each(samples)('writes %j exactly as jose does, so tokens stored before still read', (text) => {
    expect(encodeBase64url(text)).toBe(base64url.encode(text));
    expect(new TextDecoder().decode(decodeBase64url(base64url.encode(text)))).toBe(text);
  });

  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    expect(encodeBase64url(bytes)).toBe(base64url.encode(bytes));
    expect(decodeBase64url(encodeBase64url(bytes))).toEqual(bytes);
  });

  it('refuses characters outside the base64url alphabet', () => {
    expect(() => decodeBase64url('ab+c')).toThrow(TypeError);
    expect(() => decodeBase64url('ab/c')).toThrow(TypeError);
    expect(() => decodeBase64url('ab c')).toThrow(TypeError);
  });

  it('reads French text back from stored JSON, and nothing from text that is not', () => {
    const value = { prénom: 'Émilie', ville: 'Trois-Rivières' };
    expect(decodeJson(encodeJson(value))).toEqual(value);
    expect(decodeJson('pas du base64url !')).toBeUndefined();
  });
});
