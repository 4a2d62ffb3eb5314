// A stand-in XMLHttpRequest for the forms that upload pictures with upload progress (the admin's
// property form, a lister's posting form).
import { act } from '@testing-library/react';

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
