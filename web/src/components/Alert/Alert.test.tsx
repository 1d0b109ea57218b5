import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from './Alert';

describe('Alert', () => {
  it('says a failure as an alert, with its one action', async () => {
    const retry = vi.fn();
    render(
      <Alert tone="failure" action={{ label: 'Try again', onClick: retry }}>
        Products could not be loaded.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Products could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says a success or a note as a status', () => {
    render(<Alert tone="success">Saved</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('keeps an empty live region, without its action, while there is nothing to say', () => {
    render(<Alert tone="note" action={{ label: 'Dismiss', onClick: () => undefined }} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says Loading, or what is loading', () => {
    const { rerender } = render(<Alert tone="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<Alert tone="loading">Loading your cart</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart');
  });
});
