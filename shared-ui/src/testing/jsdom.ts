// What jsdom lacks or says too loudly, for remotes' tests (never imported by app code). Each is
// called at the top of a test file (or inside a describe) and undoes itself afterwards.
import { i18n } from '../i18n';
import { registerToastRenderer, type ToastKind } from '../toast';

export interface Toast {
  kind: ToastKind;
  text: string;
}

/** Call inside a describe (or at the top): toasts as the host would draw them, in the current language. */
export function captureToasts(): Toast[] {
  const toasts: Toast[] = [];
  let off: () => void = () => undefined;
  beforeEach(() => {
    toasts.length = 0;
    off = registerToastRenderer({ show: (kind, text) => toasts.push({ kind, text }) }, (text) => {
      const lng = i18n.language === 'ar' ? 'ar' : 'en';
      return typeof text === 'string' ? i18n.t(text, { lng }) : text[lng];
    });
  });
  afterEach(() => off());
  return toasts;
}

/** Object URLs (jsdom has none): `blob:test/<n>`, with the blobs kept for the test to read. */
export function stubObjectUrls(): Map<string, Blob> {
  const blobs = new Map<string, Blob>();
  let n = 0;
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    blobs.clear();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${++n}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    // A page revokes its URL a moment after using it (materials' saveBlob: 1 s later), which may be
    // after its test: jsdom has no revokeObjectURL of its own, so that late call stays a no-op (it
    // failed the next test with "URL.revokeObjectURL is not a function": CI run S).
    URL.revokeObjectURL = original.revoke ?? (() => undefined);
  });
  return blobs;
}

/** antd's modal measures the scrollbar with getComputedStyle(el, '::-webkit-scrollbar'), which jsdom lacks. */
export function patchComputedStyle(): void {
  const getComputedStyle = window.getComputedStyle.bind(window);
  beforeAll(() => {
    window.getComputedStyle = (element: Element) => getComputedStyle(element);
  });
  afterAll(() => {
    window.getComputedStyle = getComputedStyle;
  });
}

/**
 * jsdom lays nothing out, so antd's growing text area computes a NaN height and React warns about it
 * at every render: that one warning is left out of the test output (everything else still shows).
 */
export function quietLayoutWarnings(): void {
  let original: typeof console.error = console.error;
  beforeAll(() => {
    original = console.error;
    console.error = (...args: unknown[]) => {
      const [format, value, property] = args;
      const text =
        typeof format === 'string' ? format.replace('%s', String(value)).replace('%s', String(property)) : '';
      if (text.startsWith('`NaN` is an invalid value for the `height` css style property')) return;
      original(...args);
    };
  });
  afterAll(() => {
    console.error = original;
  });
}

export interface CanvasStub {
  /** The 2D context's drawImage calls. */
  drawImage: jest.Mock;
  /** toBlob's calls (the canvas, its callback, the type asked). */
  toBlob: jest.SpyInstance;
  restore(): void;
}

/**
 * A canvas that draws (jsdom has no 2D context): drawImage is recorded, and toBlob gives a blob of
 * the asked type whose text is the canvas's `<width>x<height>`. Call `restore()` when done.
 */
export function stubCanvas(): CanvasStub {
  const drawImage = jest.fn();
  const getContext = jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue({ drawImage, imageSmoothingQuality: 'low' } as unknown as CanvasRenderingContext2D);
  const toBlob = jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback,
    type,
  ) {
    callback(new Blob([`${this.width}x${this.height}`], { type }));
  });
  return {
    drawImage,
    toBlob,
    restore() {
      getContext.mockRestore();
      toBlob.mockRestore();
    },
  };
}

/** An <img> laid out at `width`x`height` whose picture is `naturalWidth`x`naturalHeight`. */
export function laidOutImage(width: number, height: number, naturalWidth: number, naturalHeight: number) {
  const image = document.createElement('img');
  Object.defineProperties(image, {
    width: { value: width },
    height: { value: height },
    naturalWidth: { value: naturalWidth },
    naturalHeight: { value: naturalHeight },
  });
  return image;
}
