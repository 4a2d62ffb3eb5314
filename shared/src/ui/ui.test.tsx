import { useRef, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Link, MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify/unstyled';
import { AppProviders, Button, PageContainer, PageHeading, Spinner, notify } from './index';
import { Modal } from './modal';

function renderUi(ui: React.ReactNode) {
  return render(
    <AppProviders store={createStore()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

describe('Button', () => {
  it('is a real button that does not submit forms by default', () => {
    renderUi(<Button variant="secondary">Book now</Button>);
    expect(screen.getByRole('button', { name: 'Book now' })).toHaveAttribute('type', 'button');
  });

  it('keeps an explicit submit type', () => {
    renderUi(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('renders a router link with as={Link}', () => {
    renderUi(
      <Button as={Link} to="/cart" variant="ghost" size="sm">
        My Cart
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'My Cart' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).not.toHaveAttribute('type');
    expect(link).not.toHaveAttribute('variant');
  });
});

it('Spinner is a status named by its label', () => {
  renderUi(<Spinner label="Loading" />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

it('PageContainer and PageHeading render a page heading', () => {
  renderUi(
    <PageContainer>
      <PageHeading>Homecare</PageHeading>
    </PageContainer>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Homecare' })).toBeInTheDocument();
});

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Contact agent">
        <label>
          Name <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title that takes focus', async () => {
    const user = userEvent.setup();
    renderUi(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact agent' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderUi(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    renderUi(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByLabelText('Name'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button and keeps Tab inside', async () => {
    const user = userEvent.setup();
    renderUi(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function StackedHarness() {
  const [asking, setAsking] = useState(false);
  const [open, setOpen] = useState(true);
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Edit">
      <label>
        Name <input />
      </label>
      <Button onClick={() => setAsking(true)}>Done</Button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title="Discard?"
        role="alertdialog"
        describedBy="consequence"
        initialFocus={keep}
      >
        <p id="consequence">Your typing is lost.</p>
        <Button ref={keep} onClick={() => setAsking(false)}>
          Keep editing
        </Button>
        <Button onClick={() => setOpen(false)}>Discard</Button>
      </Modal>
    </Modal>
  );
}

describe('a dialog over another', () => {
  it('alone answers Escape and Tab, with focus where asked, then gives focus back', async () => {
    const user = userEvent.setup();
    renderUi(<StackedHarness />);
    const done = screen.getByRole('button', { name: 'Done' });
    await user.click(done);
    const question = screen.getByRole('alertdialog', { name: 'Discard?' });
    expect(question).toHaveAccessibleDescription('Your typing is lost.');
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    // Tab stays inside the question, not the dialog under it.
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(question).toContainElement(document.activeElement as HTMLElement);
    }
    // Escape answers the question only: the dialog under it stays open.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeInTheDocument();
    expect(done).toHaveFocus();
  });
});

describe('notify', () => {
  it('uses the spec durations', async () => {
    const success = jest.spyOn(toast, 'success').mockReturnValue('s');
    const error = jest.spyOn(toast, 'error').mockReturnValue('e');
    const info = jest.spyOn(toast, 'info').mockReturnValue('i');
    notify.success('Saved');
    notify.error('Logout failed');
    notify.info('Welcome');
    notify.success('Quantity updated!', { autoClose: 1500 });
    // Handed to the library once it has come and the page's container is drawn.
    renderUi(<p>page</p>);
    await waitFor(() => expect(success).toHaveBeenCalledTimes(2));
    const withId = (autoClose: number) => ({ autoClose, toastId: expect.any(String) });
    expect(success).toHaveBeenNthCalledWith(1, 'Saved', withId(3000));
    expect(error).toHaveBeenCalledWith('Logout failed', withId(4000));
    expect(info).toHaveBeenCalledWith('Welcome', withId(4000));
    expect(success).toHaveBeenNthCalledWith(2, 'Quantity updated!', withId(1500));
    success.mockRestore();
    error.mockRestore();
    info.mockRestore();
  });

  it("gives each toast its id at once, keeping a caller's own", async () => {
    const success = jest.spyOn(toast, 'success').mockReturnValue('s');
    const first = notify.success('One');
    const second = notify.success('Two');
    expect(first).not.toBe(second);
    expect(notify.success('Three', { toastId: 'otp-invalid' })).toBe('otp-invalid');
    renderUi(<p>page</p>);
    await waitFor(() => expect(success).toHaveBeenCalledTimes(3));
    expect(success.mock.calls.map(([, options]) => options?.toastId)).toEqual([
      first,
      second,
      'otp-invalid',
    ]);
    success.mockRestore();
  });

  it('refreshes the toast of a message that comes again while it is up, instead of a copy', async () => {
    renderUi(<p>page</p>);
    let first: unknown;
    act(() => {
      first = notify.success('Quantity updated!', { autoClose: 1500 });
    });
    await screen.findByText('Quantity updated!');
    const update = jest.spyOn(toast, 'update');
    let again: unknown;
    act(() => {
      again = notify.success('Quantity updated!', { autoClose: 1500 });
    });
    expect(again).toBe(first);
    // The library draws a new progress bar for an update: the toast's time starts again.
    expect(update).toHaveBeenCalledWith(first, { autoClose: 1500, delay: 0 });
    update.mockRestore();
    // Another text, or the same text as another kind, is a toast of its own.
    act(() => {
      notify.success('Item removed from cart!');
      notify.error('Quantity updated!');
    });
    await screen.findByText('Item removed from cart!');
    await waitFor(() => expect(screen.getAllByText('Quantity updated!')).toHaveLength(2));
  });

  it('shows the toast in the AppProviders container', async () => {
    renderUi(<p>page</p>);
    act(() => {
      notify.success('Logged out successfully!');
    });
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
  });
});
