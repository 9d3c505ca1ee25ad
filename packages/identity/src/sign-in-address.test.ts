import { describe, expect, it, vi } from 'vitest';
import { addressWithoutSignIn, SIGN_IN_PARAMETERS, takeSignInAnswer } from './sign-in-address.ts';

const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhIn0.c2ln';

describe('the address without sign-in parameters', () => {
  it.each(SIGN_IN_PARAMETERS)('drops %s from the query of any page, keeping the other parameters', (name) => {
    expect(addressWithoutSignIn(`https://portail.test/ohdio?vitals=force&${name}=x&b=2`)).toBe(
      'https://portail.test/ohdio?vitals=force&b=2',
    );
  });

  it('drops a fragment that is an answer, tokens, code or error alike', () => {
    for (const fragment of [
      `#id_token=${jwt}&access_token=${jwt}&token_type=Bearer`,
      '#code=abc&state=s',
      '#error=login_required&error_description=x',
      `#/page?access_token=${jwt}`,
    ]) {
      expect(addressWithoutSignIn(`https://portail.test/?vitals=force${fragment}`)).toBe(
        'https://portail.test/?vitals=force',
      );
    }
  });

  it('drops URL-encoded names and tokens under any name', () => {
    expect(addressWithoutSignIn('https://portail.test/?id%5Ftoken=x&a=1')).toBe('https://portail.test/?a=1');
    expect(addressWithoutSignIn('https://portail.test/?ACCESS_TOKEN=x&a=1')).toBe(
      'https://portail.test/?a=1',
    );
    expect(addressWithoutSignIn(`https://portail.test/?jeton=${jwt}&a=1`)).toBe('https://portail.test/?a=1');
    expect(addressWithoutSignIn(`https://portail.test/#x%3D${encodeURIComponent(jwt)}`)).toBe(
      'https://portail.test/',
    );
  });

  it('drops the companions of an answer, and only with an answer', () => {
    expect(addressWithoutSignIn('https://portail.test/?code=c&scope=openid&expires_in=3600&a=1')).toBe(
      'https://portail.test/?a=1',
    );
    expect(addressWithoutSignIn('https://portail.test/recherche?scope=info')).toBe(
      'https://portail.test/recherche?scope=info',
    );
  });

  it('leaves an ordinary address, its anchor included, exactly as it is', () => {
    for (const href of [
      'https://portail.test/',
      'https://portail.test/info?a=1&b=deux#haut',
      'https://portail.test/ohdio#section-2',
    ]) {
      expect(addressWithoutSignIn(href)).toBe(href);
    }
  });
});

describe('taking the sign-in answer out of the window', () => {
  function fakeWindow(href: string) {
    const location = { href };
    const replaceState = vi.fn((_state: unknown, _title: string, url: string) => {
      location.href = url;
    });
    return { location, history: { state: { kept: 1 }, replaceState } } as unknown as Window & {
      history: { replaceState: typeof replaceState };
    };
  }

  it('replaces the address and returns it as it was', () => {
    const href = `https://portail.test/callback#id_token=${jwt}&state=s`;
    const win = fakeWindow(href);
    expect(takeSignInAnswer(win)).toBe(href);
    expect(win.history.replaceState).toHaveBeenCalledWith({ kept: 1 }, '', 'https://portail.test/callback');
    expect(win.location.href).toBe('https://portail.test/callback');
  });

  it('touches nothing and returns null when the address holds no answer', () => {
    const win = fakeWindow('https://portail.test/info#haut');
    expect(takeSignInAnswer(win)).toBeNull();
    expect(win.history.replaceState).not.toHaveBeenCalled();
  });
});
