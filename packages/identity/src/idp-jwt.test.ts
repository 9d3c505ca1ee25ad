// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { postIdpJwtAssertion, readFormInputs } from './idp-jwt.ts';

const FORM = `<html><body onload="document.forms[0].submit()">
<form method="post" action="https://portail.test/callback">
<input type="hidden" name="code" value="the-code"><input type="hidden" name="state" value="s.1">
</form><script>window.hacked = true</script></body></html>`;

describe('IdpJwt form_post answer', () => {
  it('reads the inputs of the returned form without running its scripts', () => {
    const params = readFormInputs(FORM, new DOMParser());
    expect(Object.fromEntries(params)).toEqual({ code: 'the-code', state: 's.1' });
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('posts the assertion with form_post and the S256 challenge', async () => {
    const fetchFn = vi.fn(async () => new Response(FORM));
    await postIdpJwtAssertion(
      fetchFn,
      'https://idp.test/authorize',
      {
        clientId: 'c',
        redirectUri: 'https://portail.test/callback',
        scope: 'openid',
        assertion: 'jwt',
        codeChallenge: 'ch',
        state: 's.1',
      },
      new DOMParser(),
    );
    const [, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(Object.fromEntries(init.body as URLSearchParams)).toMatchObject({
      assertion: 'jwt',
      response_mode: 'form_post',
      response_type: 'code',
      code_challenge_method: 'S256',
    });
  });
});
