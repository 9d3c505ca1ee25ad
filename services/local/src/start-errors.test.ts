import { afterEach, describe, expect, it, vi } from 'vitest';
import { NginxMissingError } from './apps/nginx-process.ts';
import { PortBusyError } from './listen.ts';
import { exitOnStartSettingError, isStartSettingError } from './start-errors.ts';
import { HttpsSettingError } from './tls/https-setting.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the errors that stop a start with one line', () => {
  it('counts a busy port, a bad setting and a missing nginx, not any other error', () => {
    expect(isStartSettingError(new PortBusyError(54080, 'portail'))).toBe(true);
    expect(isStartSettingError(new HttpsSettingError('oui'))).toBe(true);
    expect(isStartSettingError(new NginxMissingError())).toBe(true);
    expect(isStartSettingError(new Error('boom'))).toBe(false);
    expect(isStartSettingError('PORTAIL_HTTPS')).toBe(false);
  });

  it('prints a setting error’s message alone and exits with 1; throws any other error on', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    const busy = new PortBusyError(54080, 'portail');
    expect(() => exitOnStartSettingError(busy)).toThrow('exit 1');
    expect(printed).toHaveBeenCalledWith(busy.message);
    const other = new Error('boom');
    expect(() => exitOnStartSettingError(other)).toThrow(other);
    expect(exit).toHaveBeenCalledTimes(1);
  });
});
