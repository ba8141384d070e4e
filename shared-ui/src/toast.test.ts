import { TOAST_DURATION_MS, registerToastRenderer, toast, type ToastKind } from './toast';

describe('toast service', () => {
  it('uses the spec durations: success and basic 2 s, error 8 s', () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 2000, info: 2000, error: 8000 });
  });

  it('resolves the text in the current language and passes the duration to the renderer', () => {
    const shown: [ToastKind, string, number][] = [];
    const off = registerToastRenderer({ show: (...args) => shown.push(args) }, (t) =>
      typeof t === 'string' ? `key:${t}` : t.ar,
    );
    toast.success({ en: 'Settings updated', ar: 'تم تحديث الإعدادات' });
    toast.error('toast.somethingWrong');
    expect(shown).toEqual([
      ['success', 'تم تحديث الإعدادات', 2000],
      ['error', 'key:toast.somethingWrong', 8000],
    ]);
    off();
  });

  it('keeps the latest toast raised before a host exists and shows only that one', () => {
    toast.info('first');
    toast.info('second');
    const shown: string[] = [];
    const off = registerToastRenderer({ show: (_k, text) => shown.push(text) }, (t) =>
      typeof t === 'string' ? t : t.en,
    );
    expect(shown).toEqual(['second']);
    off();
  });
});
