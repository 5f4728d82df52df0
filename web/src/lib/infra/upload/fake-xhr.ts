// Test support: the browser's upload request, driven by the test (no gateway in a component test).

/**
 * The browser's XMLHttpRequest stands in for the network here (the gateway is not running in a
 * component test): each instance records what was sent and lets the test drive progress and
 * the answer.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** What POST /images answers with, for an image set id. */
export const uploadedImageSet = (id: string) => ({
  id,
  standard: { url: `/uploads/${id}-standard.jpg`, width: 800, height: 600 },
  thumbnail: { url: `/uploads/${id}-thumbnail.jpg`, width: 200, height: 150 },
  cover: { url: `/uploads/${id}-cover.jpg`, width: 1200, height: 400 },
  original: { url: `/uploads/${id}.jpg`, width: 800, height: 600 },
  orderNumber: 0,
  description: null,
});
