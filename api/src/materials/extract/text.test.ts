import { decodeText, splitTextPages } from './text.ts';

describe('plain text', () => {
  it('decodes UTF-8 (BOM dropped, CRLF as LF) and refuses invalid UTF-8', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('سلام\r\nhello')]))).toBe(
      'سلام\nhello',
    );
    expect(decodeText(new Uint8Array([0x68, 0xff, 0xfe]))).toBeNull();
  });

  it('cuts pages at paragraph boundaries, about the size asked', () => {
    const paragraph = (n: number) => `Paragraph ${n}. ` + 'word '.repeat(40).trim();
    const text = Array.from({ length: 30 }, (_, i) => paragraph(i + 1)).join('\n\n');
    const pages = splitTextPages(text, 1000);
    expect(pages.length).toBeGreaterThan(4);
    for (const page of pages) {
      expect(page.length).toBeLessThanOrEqual(1000);
      expect(page.startsWith('Paragraph ')).toBe(true);
    }
    // Nothing lost, nothing repeated.
    expect(pages.join('\n\n')).toBe(text);
  });

  it('cuts a paragraph longer than a page at line or sentence ends, never leaving empty pages', () => {
    const sentence = 'هذه جملة عربية طويلة بعض الشيء. ';
    const long = sentence.repeat(100).trim();
    const pages = splitTextPages(`${long}\n\n\n\nقصير`, 500);
    for (const page of pages) {
      expect(page.length).toBeGreaterThan(0);
      expect(page.length).toBeLessThanOrEqual(500);
    }
    expect(pages.slice(0, -1).every((page) => page.endsWith('.'))).toBe(true);
    expect(pages.at(-1)).toMatch(/قصير$/);
    expect(pages.join(' ').replace(/\s+/g, ' ')).toBe(`${long} قصير`.replace(/\s+/g, ' '));
    expect(splitTextPages(' \n\n \n')).toEqual([]);
  });
});
