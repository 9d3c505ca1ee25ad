import { describe, expect, it } from 'vitest';
import type { NewsletterLabels } from '@portail/contracts';
import {
  applySubscriptionChange,
  countLabel,
  initialSelection,
  newsletterSelectionReducer,
  pendingChange,
  toastText,
} from './newsletter-selection.ts';

const labels = {
  subscribeToasterSingular: 'Abonné à {count} infolettre.',
  subscribeToasterPlural: 'Abonné à {count} infolettres.',
  unsubscribeToasterSingular: 'Désabonné de {count} infolettre.',
  unsubscribeToasterPlural: 'Désabonné de {count} infolettres.',
} as NewsletterLabels;

describe('newsletter selection (SPEC.md §4.7 newsletter save)', () => {
  it('computes what to add and remove from the ticked boxes and the current subscriptions', () => {
    let state = initialSelection(['a', 'b']);
    state = newsletterSelectionReducer(state, { type: 'newsletters/toggle', code: 'b', checked: false });
    state = newsletterSelectionReducer(state, { type: 'newsletters/toggle', code: 'c', checked: true });
    expect(pendingChange(state)).toEqual({ added: ['c'], removed: ['b'] });
  });

  it('sets loading while saving, then shows previous + added − removed with both toasts', () => {
    let state = initialSelection(['a', 'b']);
    state = newsletterSelectionReducer(state, { type: 'newsletters/saving' });
    expect(state.loading).toBe(true);
    state = newsletterSelectionReducer(state, {
      type: 'newsletters/saved',
      added: ['c', 'd'],
      removed: ['a'],
      toastIds: [1, 2],
    });
    expect(state).toMatchObject({ subscribed: ['b', 'c', 'd'], loading: false, hasError: false });
    expect(state.toasts).toEqual([
      { id: 1, kind: 'subscribed', codes: ['c', 'd'] },
      { id: 2, kind: 'unsubscribed', codes: ['a'] },
    ]);
  });

  it('records no toast for an empty list', () => {
    const state = newsletterSelectionReducer(initialSelection([]), {
      type: 'newsletters/saved',
      added: ['x'],
      removed: [],
      toastIds: [3, 4],
    });
    expect(state.toasts.map((toast) => toast.kind)).toEqual(['subscribed']);
  });

  it('sets the error flag on failure and keeps the subscriptions and the choices', () => {
    let state = initialSelection(['a']);
    state = newsletterSelectionReducer(state, { type: 'newsletters/toggle', code: 'z', checked: true });
    state = newsletterSelectionReducer(state, { type: 'newsletters/saving' });
    state = newsletterSelectionReducer(state, { type: 'newsletters/failed' });
    expect(state).toMatchObject({ hasError: true, loading: false, subscribed: ['a'] });
    expect([...state.selected]).toEqual(['a', 'z']);
  });

  it('dismisses one toast and keeps the other', () => {
    let state = newsletterSelectionReducer(initialSelection(['a']), {
      type: 'newsletters/saved',
      added: ['b'],
      removed: ['a'],
      toastIds: [5, 6],
    });
    state = newsletterSelectionReducer(state, { type: 'newsletters/dismissToast', id: 5 });
    expect(state.toasts.map((toast) => toast.id)).toEqual([6]);
  });

  it('never lists a code twice nor keeps a removed one', () => {
    expect(applySubscriptionChange(['a', 'b'], ['b', 'c'], ['a'])).toEqual(['b', 'c']);
  });

  it.each([
    [0, 'Abonné à 0 infolettre.'],
    [1, 'Abonné à 1 infolettre.'],
    [2, 'Abonné à 2 infolettres.'],
  ])('uses the singular label for %i in French, the plural above', (count, expected) => {
    expect(countLabel(labels.subscribeToasterSingular, labels.subscribeToasterPlural, count)).toBe(expected);
  });

  it('words each toast with the page labels and the number of newsletters', () => {
    expect(toastText(labels, { id: 1, kind: 'unsubscribed', codes: ['a', 'b', 'c'] })).toBe(
      'Désabonné de 3 infolettres.',
    );
    expect(toastText(labels, { id: 2, kind: 'subscribed', codes: ['a'] })).toBe('Abonné à 1 infolettre.');
  });
});
