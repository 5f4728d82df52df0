import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDialog } from './use-dialog';

function Dialog({ onClose }: { onClose(): void }) {
  const ref = useDialog<HTMLDivElement>(onClose, { focusField: true });
  return (
    <div ref={ref} role="dialog" aria-label="Rename" tabIndex={-1}>
      <input aria-label="Name" />
      <button type="button">Save</button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      {open ? <Dialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Rename' });
  opener.focus();
  act(() => opener.click());
  return { opener, dialog: screen.getByRole('dialog', { name: 'Rename' }) };
}

describe('useDialog', () => {
  // First in the file, so the dialog opens before focus-trap's chunk has loaded.
  it('has focus in the dialog at once, and a Tab pressed meanwhile leaves it there', () => {
    render(<Page />);
    const { dialog } = openDialog();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    const tab = fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(tab, 'the Tab is held').toBe(false);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape at once and gives focus back to its opener', async () => {
    render(<Page />);
    const { opener } = openDialog();
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape once the trap runs, and gives focus back to its opener', async () => {
    render(<Page />);
    const { opener } = openDialog();
    // The trap has loaded by now (the tests above imported it): Escape is the trap's.
    await act(() => import('focus-trap'));
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
