import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A component test waits for what the member would see (findBy…, waitFor); how long it may wait
// is a matter of the machine's load, not of the behaviour: Testing Library's 1 s default failed
// Mon compte's page tests (« expected <div aria-busy="true"> to be null ») with the other suites
// beside them. Waits end as soon as the page is there; 15 s is only reached by a real failure.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
