import { describe, expect, it } from 'vitest';
import { apiErrorBodySample } from '@portail/contracts/wire-samples';
import { readServerError } from './api-error-body.ts';

describe('readServerError', () => {
  it('reads the message and the code of the member APIs’ error answer (the contract’s sample)', () => {
    const [first] = apiErrorBodySample.errors;
    expect(readServerError(apiErrorBodySample)).toEqual({
      message: first?.message,
      code: String(first?.code),
    });
  });

  it.each([
    [
      'errors[0] first',
      { errors: [{ message: 'A', code: 10 }], messages: ['B'], message: 'C', errorResultCode: 9 },
      'A',
      '10',
    ],
    [
      'messages[0] when errors has no message',
      { errors: [{ code: 'X' }], messages: ['B'], message: 'C' },
      'B',
      'X',
    ],
    ['message last', { message: 'C', errorResultCode: 11 }, 'C', '11'],
    [
      'errorResultCode when errors[0] has no code',
      { errors: [{ message: 'A' }], errorResultCode: '12' },
      'A',
      '12',
    ],
    ['nothing from an empty body', {}, undefined, undefined],
    ['nothing from a text body', 'Bad gateway', undefined, undefined],
    ['nothing from null', null, undefined, undefined],
    ['no blank message', { errors: [{ message: '  ' }], message: 'C' }, 'C', undefined],
  ])('reads %s', (_name, body, message, code) => {
    expect(readServerError(body)).toEqual({ message, code });
  });
});
