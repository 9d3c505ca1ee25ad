import { describe, expect, it } from 'vitest';
import { processKind } from './process-kind.ts';

describe('processKind', () => {
  it('tells Chromium’s renderers, GPU process and browser apart by their --type', () => {
    expect(processKind('/usr/lib/chromium/chromium', ['chromium', '--type=renderer', '--lang=fr'])).toBe(
      'chromium renderer',
    );
    expect(processKind('/usr/lib/chromium/chromium', ['chromium', '--type=gpu-process'])).toBe(
      'chromium gpu',
    );
    expect(processKind('/usr/lib/chromium/chromium-headless-shell', ['x', '--headless'])).toBe(
      'chromium browser',
    );
  });

  it('names Firefox’s content processes, WebKit’s web processes and the display server', () => {
    expect(
      processKind('/usr/lib/firefox-esr/firefox-esr', ['firefox-esr', '-contentproc', '-isForBrowser']),
    ).toBe('firefox content');
    expect(processKind('/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/WebKitWebProcess', ['x', '50'])).toBe(
      'webkit web process',
    );
    expect(processKind('/usr/bin/Xvfb', ['Xvfb', ':99'])).toBe('Xvfb');
  });

  it('names a node program by its command line, npm’s own wrapper included', () => {
    const node = '/work/node_modules/node/bin/node';
    expect(processKind(node, ['node', 'node_modules/playwright/lib/worker/workerProcessEntry.js'])).toBe(
      'node playwright worker',
    );
    expect(processKind(node, ['node', '--disable-warning=ExperimentalWarning', 'e2e/start-stack.ts'])).toBe(
      'node services (stack)',
    );
    expect(processKind(node, ['npm exec eslint . --max-warnings 0'])).toBe('node npm/npx');
    expect(processKind(node, ['node', 'node_modules/.bin/eslint', '.'])).toBe('node eslint');
  });
});
