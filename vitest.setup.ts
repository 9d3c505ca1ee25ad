import '@testing-library/jest-dom/vitest';
import { webcrypto } from 'node:crypto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A component test waits for what the member would see (findBy…, waitFor); how long it may wait
// is a matter of the machine's load, not of the behaviour: Testing Library's 1 s default failed
// Mon compte's page tests (« expected <div aria-busy="true"> to be null ») with the other suites
// beside them. Waits end as soon as the page is there; 15 s is only reached by a real failure.
configure({ asyncUtilTimeout: 15_000 });

// Every browser the apps support has WebCrypto's `subtle` (the GraphQL client hashes its persisted
// queries with it); jsdom's window in Vitest's VM context (the component project's vmForks pool)
// has only getRandomValues and randomUUID: a page that loaded the newsletters' data after its test
// ended failed there with « Cannot read properties of undefined (reading 'digest') ».
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

afterEach(() => cleanup());
