import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useModal } from './use-modal';

afterEach(cleanup);

// jsdom lays nothing out, so offsetParent is always null; the hook reads it to skip hidden elements.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

function Panel({ onClose, active = true, label = 'Panel' }: { onClose: () => void; active?: boolean; label?: string }) {
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, onClose, { active });
  return (
    <div ref={panel} role="dialog" aria-modal="true" aria-label={label}>
      <button type="button">First</button>
      <button type="button" data-autofocus>
        Wanted
      </button>
      <button type="button">Last</button>
    </div>
  );
}

/** An opener and a panel mounted while open, as the cart drawer and the dialogs are used. */
function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Panel
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

const locked = () => [document.documentElement.style.overflow, document.body.style.overflow];

describe('useModal', () => {
  it('locks the page, focuses [data-autofocus], closes on Escape and gives focus back', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Wanted' })).toBe(document.activeElement);
    expect(locked()).toEqual(['hidden', 'hidden']);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toBe(document.activeElement);
    expect(locked()).toEqual(['', '']);
  });

  it('keeps Tab inside the panel', () => {
    render(<Panel onClose={() => {}} />);
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(first).toBe(document.activeElement);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(last).toBe(document.activeElement);
  });

  it('counts locks, so the page stays locked until the last panel ends', () => {
    const { rerender } = render(
      <>
        <Panel onClose={() => {}} label="One" />
        <Panel onClose={() => {}} label="Two" />
      </>,
    );
    expect(locked()).toEqual(['hidden', 'hidden']);
    rerender(<Panel onClose={() => {}} label="One" />);
    expect(locked()).toEqual(['hidden', 'hidden']);
    rerender(<></>);
    expect(locked()).toEqual(['', '']);
  });

  it('does nothing while not active (a panel shown inline)', () => {
    const onClose = vi.fn();
    render(<Panel onClose={onClose} active={false} />);
    expect(document.activeElement).toBe(document.body);
    expect(locked()).toEqual(['', '']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
