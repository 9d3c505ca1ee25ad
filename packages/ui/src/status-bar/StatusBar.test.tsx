import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StatusBar } from './StatusBar.tsx';
import { createStatusBarController, StatusType } from './status-bar-store.ts';

describe('StatusBar', () => {
  it('keeps both live regions in the page before any message', () => {
    render(<StatusBar controller={createStatusBarController()} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it.each([
    [StatusType.success, 'status'],
    [StatusType.info, 'status'],
    [StatusType.error, 'alert'],
    [StatusType.warning, 'alert'],
  ] as const)('puts a message of type %i in role=%s', (statusType, role) => {
    const controller = createStatusBarController();
    render(<StatusBar controller={controller} />);
    act(() => controller.show({ statusText: 'Texte', statusType }));
    expect(screen.getByRole(role)).toHaveTextContent('Texte');
    expect(screen.getByRole(role === 'status' ? 'alert' : 'status')).toBeEmptyDOMElement();
  });

  it('shows the status code beside an error', () => {
    const controller = createStatusBarController();
    render(<StatusBar controller={controller} />);
    act(() => controller.error('Erreur du serveur', 500));
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur du serveur Code : 500');
  });

  it('is cleared by its « Masquer le message » button', async () => {
    const controller = createStatusBarController();
    render(<StatusBar controller={controller} />);
    act(() => controller.success('Votre profil a été mis à jour.'));
    expect(screen.getByRole('status')).toHaveTextContent('Votre profil a été mis à jour.');
    await userEvent.click(screen.getByRole('button', { name: 'Masquer le message' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(controller.store.getState()).toBeNull();
  });
});
