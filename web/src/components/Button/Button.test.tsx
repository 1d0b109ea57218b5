import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass, IconButton } from './Button';

describe('Button', () => {
  it('is a plain button unless told to submit, and passes clicks and disabled through', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => event.preventDefault()}>
        <Button variant="primary" onClick={onClick}>
          ADD
        </Button>
        <Button variant="outline" type="submit" disabled>
          SAVE
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'ADD' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'SAVE' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeDisabled();
  });

  it('gives a link the look of a button of that variant', () => {
    render(
      <>
        <Button variant="outline">MANAGE</Button>
        <a href="/x" className={buttonClass('outline')}>
          EDIT
        </a>
      </>,
    );
    expect(screen.getByRole('link', { name: 'EDIT' }).className).toBe(
      screen.getByRole('button', { name: 'MANAGE' }).className,
    );
    expect(buttonClass('text')).not.toBe(buttonClass('danger'));
  });

  it('draws an icon button as a glyph named by its label', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton label="Remove Shoes from wishlist" icon="M0 0h24v24H0z" onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Remove Shoes from wishlist' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
