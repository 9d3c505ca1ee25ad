import { describe, expect, it } from 'vitest';
import { redactText, redactUrl, redactValue } from './redact.ts';

const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhIn0.c2lnbmF0dXJl';
const JWT_SHAPED = /eyJ[\w-]*\.[\w-]+\.[\w-]*/;
const SIGN_IN =
  /(?:^|[?&#\s"]|%26|%3F|%23)(?:id_token|access_token|refresh_token|code|state|error|error_description)(?:=|%3D)/i;

describe('addresses in telemetry', () => {
  it('lose their fragment, sign-in answers and all', () => {
    expect(redactUrl(`https://portail.test/?vitals=force#id_token=${jwt}&access_token=${jwt}`)).toBe(
      'https://portail.test/?vitals=force',
    );
    expect(redactUrl('https://portail.test/info#haut')).toBe('https://portail.test/info');
  });

  it('lose every sign-in or credential-named parameter, URL-encoded names included', () => {
    expect(
      redactUrl(
        `https://portail.test/ohdio?a=1&id%5Ftoken=${jwt}&ACCESS_TOKEN=x&code=c&state=s&error=e&error_description=d&refreshToken=r&b=2`,
      ),
    ).toBe('https://portail.test/ohdio?a=1&b=2');
  });

  it('lose a parameter that holds a token under any name, even double-encoded', () => {
    expect(redactUrl(`https://portail.test/?retour=${encodeURIComponent(encodeURIComponent(jwt))}&a=1`)).toBe(
      'https://portail.test/?a=1',
    );
  });

  it('keep an ordinary address as it is', () => {
    expect(redactUrl('https://portail.test/ohdio?vitals=force&page=2')).toBe(
      'https://portail.test/ohdio?vitals=force&page=2',
    );
  });
});

describe('texts in telemetry', () => {
  it('mask tokens, bearer credentials and the sign-in parameters of any address or text', () => {
    const text = redactText(
      `échec à https://portail.test/callback#access_token=${jwt}&state=s, jeton ${jwt}, Bearer abc.def, ` +
        `voir /x?code=abc&state=def et retour%3Fid_token%3D${jwt}%26a%3D1`,
    );
    expect(text).not.toMatch(JWT_SHAPED);
    expect(text).not.toMatch(SIGN_IN);
    expect(text).toContain('https://portail.test/callback');
    expect(text).not.toContain('#');
    expect(text).toContain('Bearer [redacted]');
  });

  it('leave a text without credentials alone', () => {
    expect(redactText('La navigation vers /ohdio?page=2 a échoué.')).toBe(
      'La navigation vers /ohdio?page=2 a échoué.',
    );
  });
});

describe('values in telemetry', () => {
  it('mask every string at any depth and drop secret-named fields', () => {
    const value = redactValue({
      url: `https://portail.test/#id_token=${jwt}`,
      nested: { list: [`jeton ${jwt}`, 'ordinaire'], accessToken: 'opaque' },
      [`clé ${jwt}`]: 1,
    });
    const text = JSON.stringify(value);
    expect(text).not.toMatch(JWT_SHAPED);
    expect(text).not.toMatch(SIGN_IN);
    expect(value).toMatchObject({
      url: 'https://portail.test/',
      nested: { list: ['jeton [redacted]', 'ordinaire'], accessToken: '[redacted]' },
    });
  });
});
