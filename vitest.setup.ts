import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// The files of a worker share one jsdom (isolate: false, vitest.config.ts): each file starts from an
// empty page at "/", with empty storage and no cookie, as it did in a jsdom of its own.
beforeAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, '', '/');
});

afterEach(() => cleanup());
