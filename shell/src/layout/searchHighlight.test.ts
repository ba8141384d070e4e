import { highlight, normalizeForSearch, queryStems } from './searchHighlight';

const marked = (snippet: string, query: string) =>
  highlight(snippet, query)
    .filter((s) => s.match)
    .map((s) => s.text);

describe('search highlight', () => {
  it('folds Arabic letter forms, diacritics and tatweel, and Latin case', () => {
    expect(normalizeForSearch('أَإِآٱ ؤ ئ ى ة ـ')).toBe('اااا و ي ي ه ');
    expect(normalizeForSearch('Photo')).toBe('photo');
  });

  it('marks the words the query matched, by word start and light stem', () => {
    expect(marked('Photosynthesis turns light into food.', 'photo')).toEqual(['Photosynthesis']);
    expect(marked('Quadratic equations and an equation', 'equations')).toEqual(['equations', 'equation']);
    expect(marked('Nothing here', 'photo')).toEqual([]);
    // The text around the marks is kept as it was.
    expect(
      highlight('Photosynthesis turns light', 'light')
        .map((s) => s.text)
        .join(''),
    ).toBe('Photosynthesis turns light');
  });

  it('matches Arabic written with another hamza, diacritics or the article', () => {
    expect(marked('البناء الضوئي عملية', 'الضَّوئيّ')).toEqual(['الضوئي']);
    expect(marked('البناء الضوئي عملية', 'ضوئى')).toEqual(['الضوئي']);
    expect(marked('إنزيمات الهضم', 'انزيم')).toEqual(['إنزيمات']);
    // A word written with diacritics in the snippet is marked whole, its diacritics included.
    expect(marked('العِلْمُ نور', 'العلم')).toEqual(['العِلْمُ']);
  });

  it('leaves out one-letter query words', () => {
    expect(queryStems('a photo')).toEqual(['photo']);
    expect(highlight('a b', 'a')).toEqual([{ text: 'a b', match: false }]);
  });
});
