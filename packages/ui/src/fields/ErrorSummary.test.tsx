import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './ErrorSummary.tsx';

const errors = [
  { fieldId: 'firstName', message: 'Veuillez entrer votre prénom.' },
  { message: 'Erreur du serveur' },
];

describe('ErrorSummary', () => {
  it('takes focus when a submit produced errors', () => {
    render(<ErrorSummary errors={errors} focusKey={1} />);
    const summary = screen.getByRole('region', { name: 'Veuillez corriger les erreurs suivantes' });
    expect(summary).toHaveFocus();
  });

  it('takes focus again on the next submit', () => {
    const { rerender } = render(
      <>
        <input aria-label="ailleurs" />
        <ErrorSummary errors={errors} focusKey={1} />
      </>,
    );
    screen.getByLabelText('ailleurs').focus();
    rerender(
      <>
        <input aria-label="ailleurs" />
        <ErrorSummary errors={errors} focusKey={2} />
      </>,
    );
    expect(screen.getByRole('region')).toHaveFocus();
  });

  it('takes focus when the errors of a submit arrive in a render after its key', () => {
    const { rerender } = render(<ErrorSummary errors={[]} focusKey={0} />);
    rerender(<ErrorSummary errors={[]} focusKey={1} />);
    rerender(<ErrorSummary errors={errors} focusKey={1} />);
    expect(screen.getByRole('region')).toHaveFocus();
  });

  it('leaves focus alone when errors arrive without a submit (a server error focuses its field)', () => {
    const { rerender } = render(
      <>
        <input aria-label="courriel" />
        <ErrorSummary errors={[]} focusKey={0} />
      </>,
    );
    screen.getByLabelText('courriel').focus();
    rerender(
      <>
        <input aria-label="courriel" />
        <ErrorSummary errors={errors} focusKey={0} />
      </>,
    );
    expect(screen.getByLabelText('courriel')).toHaveFocus();
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} focusKey={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links each field error to its field and moves focus there', async () => {
    render(
      <>
        <ErrorSummary errors={errors} focusKey={1} />
        <label htmlFor="firstName">Prénom</label>
        <input id="firstName" />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Veuillez entrer votre prénom.' }));
    expect(screen.getByLabelText('Prénom')).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Erreur du serveur' })).not.toBeInTheDocument();
    expect(screen.getByText('Erreur du serveur')).toBeInTheDocument();
  });
});
