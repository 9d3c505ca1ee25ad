import { describe, expect, it } from 'vitest';
import { configForPorts } from '@portail/contracts';
import { allowedReturnUrl } from './return-url.ts';

const config = configForPorts({ portal: 8080, account: 8081, idp: 8082, api: 8083 });

describe('allowedReturnUrl', () => {
  it.each([
    ['http://localhost:8080/ohdio?x=1', 'http://localhost:8080/ohdio?x=1'],
    ['http://localhost:8081/infolettres', 'http://localhost:8081/infolettres'],
    ['/infolettres', 'http://localhost:8081/infolettres'],
    ['https://ailleurs.example/', null],
    ['//ailleurs.example/', null],
    ['javascript:alert(1)', null],
    ['http://localhost:8082/', null],
    ['http://moi:secret@localhost:8080/', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(allowedReturnUrl(input, config)).toBe(expected);
  });
});
