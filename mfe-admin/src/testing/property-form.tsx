// The property form's test kit: a stand-in upload the test drives, and the form opened and filled.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@marketplace/test-support';
import AdminRoutes from '../app/routes';
import { asManager } from './fixtures';

/** A stand-in XMLHttpRequest the test drives: progress events, then the answer. */
export class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    });
  }
  async fail() {
    await act(async () => {
      this.onerror?.();
      await Promise.resolve();
    });
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => {
      this.onload?.();
      await Promise.resolve();
    });
  }
}

/** Every test of the file uploads through a FakeXhr. */
export function installFakeXhr(): void {
  beforeEach(() => {
    FakeXhr.last = undefined;
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });
}

export const picture = (name: string, type = 'image/png', size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

export async function openAdd() {
  asManager();
  renderWithProviders(<AdminRoutes />, { route: '/admin', path: null });
  fireEvent.click(await screen.findByRole('button', { name: 'Add Property' }));
  // The form is its own chunk: the first opening waits for it.
  return screen.findByRole('dialog', { name: 'Add Property' });
}

export const fill = (dialog: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

/** The required fields of a sale, filled so that only what a test changes decides the outcome. */
export function fillRequired(
  dialog: HTMLElement,
  { bedrooms = '3 BHK', area = '1500', price = '1.2 Cr' } = {},
) {
  fill(dialog, /Property name/, 'Lake View');
  fill(dialog, /Location/, 'Noida');
  fill(dialog, /Property type/, 'apartment');
  fill(dialog, /Posted by/, 'owner');
  fill(dialog, /Price/, price);
  fill(dialog, /Possession/, 'ready');
  fill(dialog, /Furnishing/, 'unfurnished');
  fill(dialog, /Bedrooms/, bedrooms);
  fill(dialog, /Area/, area);
}
