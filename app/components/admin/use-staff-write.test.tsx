import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../shop/toasts';
import { CouriersEditor } from './couriers-editor';
import { StockAdjustForm } from './stock-adjust-form';
import { StockThresholdForm } from './stock-threshold-form';
import { useStaffWrite } from './use-staff-write';

const productId = '5f0c2f4e-2b1a-4c3d-9e8f-0a1b2c3d4e5f';

/** The server's answers, in the order the requests come. */
let answers: { status: number; body: unknown }[];
let fetchMock: ReturnType<typeof vi.fn>;
/** How many times the page's loader ran: once to show the page, once more for each reload after a write. */
let loads: number;

beforeEach(() => {
  answers = [];
  fetchMock = vi.fn(async () => {
    const answer = answers.shift();
    if (!answer) throw new Error('a request no test expected');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders `node` as a page of its own, with a loader that counts its runs, and the shop's toaster. */
async function renderPage(node: ReactNode) {
  loads = 0;
  const Stub = createRoutesStub([
    {
      path: '/admin/page',
      loader: () => {
        loads += 1;
        return null;
      },
      Component: () => (
        <>
          <div data-testid="page">{node}</div>
          <Toasts />
        </>
      ),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/admin/page']} />);
  await screen.findByTestId('page');
  expect(loads).toBe(1);
}

// A required field's label ends in a mark for the eye (RequiredMark), so labels are found by how they start.

/** The text of the elements that describe a field (its hint and its message). */
function descriptionOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('useStaffWrite: one write of the back office', () => {
  it("shows the server's refusal beside the field it names, and does not reload for a 400", async () => {
    const refusal = 'A courier named Blue Dart is already on the list.';
    answers.push({
      status: 400,
      body: {
        success: false,
        message: refusal,
        code: 'VALIDATION_ERROR',
        details: [{ path: 'name', message: refusal }],
      },
    });
    await renderPage(<CouriersEditor couriers={[]} />);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Blue Dart' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add courier' }));
    });

    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(name)).toBe(refusal);
    expect(descriptionOf(screen.getByLabelText(/^Tracking link/))).not.toContain(refusal);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/admin/couriers',
      'POST',
      { name: 'Blue Dart', trackingUrlTemplate: '' },
    ]);
    expect(loads).toBe(1);
  });

  it("reloads the page's data after a 409 and shows the refusal as the form's message", async () => {
    const conflict = 'The stock changed meanwhile: the page now shows it as it is.';
    answers.push({ status: 409, body: { success: false, message: conflict, code: 'CONFLICT' } });
    await renderPage(<StockAdjustForm productId={productId} productTitle="Kanjeevaram Saree" />);

    fireEvent.change(screen.getByLabelText(/^Units/), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: 'Supplier invoice 42' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });

    await waitFor(() => expect(loads).toBe(2));
    const form = screen.getByRole('form', { name: 'Adjust stock of Kanjeevaram Saree' });
    expect(form.querySelector('[role=alert]')?.textContent).toBe(conflict);
    expect(screen.getByLabelText(/^Units/).getAttribute('aria-invalid')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect([url, JSON.parse(String(init.body))]).toEqual([
      `/api/admin/products/${productId}/stock`,
      { reason: 'received', quantity: 5, note: 'Supplier invoice 42' },
    ]);
  });

  it("puts a refusal about a field the form does not show in the form's message", async () => {
    const refusal = 'Invalid product id';
    answers.push({
      status: 400,
      body: { success: false, message: refusal, code: 'VALIDATION_ERROR', details: [{ path: 'id', message: refusal }] },
    });
    await renderPage(<StockThresholdForm productId={productId} ownThreshold={null} defaultThreshold={5} />);

    fireEvent.change(screen.getByLabelText('Low stock at or under'), { target: { value: '3' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    });

    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByLabelText('Low stock at or under').getAttribute('aria-invalid')).toBeNull();
    expect(loads).toBe(1);
  });

  it("toasts the server's message and reloads the page's data after a success", async () => {
    answers.push({ status: 200, body: { success: true, message: 'The threshold is saved.', data: {} } });
    await renderPage(<StockThresholdForm productId={productId} ownThreshold={4} defaultThreshold={5} />);

    fireEvent.change(screen.getByLabelText('Low stock at or under'), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    });

    expect(await screen.findByText('The threshold is saved.')).toBeTruthy();
    await waitFor(() => expect(loads).toBe(2));
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      `/api/admin/products/${productId}/low-stock-threshold`,
      'PUT',
      { threshold: null },
    ]);
  });
});

/** A page that sends what each button says, through the hook itself, and shows what came back. */
function Harness({ run }: { run: (hook: ReturnType<typeof useStaffWrite>) => Promise<unknown> }) {
  const hook = useStaffWrite();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button type="button" onClick={() => void run(hook).then((result) => setOutcome(JSON.stringify(result)))}>
        Send
      </button>
      <p data-testid="outcome">{outcome}</p>
    </>
  );
}

describe('useStaffWrite: uploads and writes in turn', () => {
  it('sends FormData as multipart, as the browser builds it, under /api/admin', async () => {
    answers.push({ status: 201, body: { success: true, message: 'Uploaded.', data: { url: '/uploads/a.webp' } } });
    const form = new FormData();
    form.append('image', new Blob(['png bytes'], { type: 'image/png' }), 'a.png');
    await renderPage(<Harness run={(hook) => hook.send({ path: 'pictures', body: form, success: false })} />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });

    await waitFor(() => expect(JSON.parse(screen.getByTestId('outcome').textContent!).ok).toBe(true));
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/admin/pictures');
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
    expect(loads).toBe(2);
  });

  it('stops at the first refusal, keeps what came before it, and reloads once for what was written', async () => {
    answers.push(
      { status: 200, body: { success: true, message: 'Moved.', data: { moved: 2 } } },
      { status: 400, body: { success: false, message: 'Please give a reason.', code: 'VALIDATION_ERROR' } },
    );
    await renderPage(
      <Harness
        run={(hook) =>
          hook.sendEach(
            [
              { path: 'orders/bulk-status', body: { from: 'Placed' } },
              { path: 'orders/bulk-status', body: { from: 'Processing' } },
              { path: 'orders/bulk-status', body: { from: 'Shipped' } },
            ],
            () => 'All moved.',
          )
        }
      />,
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });

    await waitFor(() => expect(screen.getByTestId('outcome').textContent).not.toBe(''));
    expect(JSON.parse(screen.getByTestId('outcome').textContent!)).toMatchObject({
      ok: false,
      status: 400,
      errors: { form: 'Please give a reason.' },
      data: [{ moved: 2 }],
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(loads).toBe(2));
    expect(screen.queryByText('All moved.')).toBeNull();
  });
});
