// A quiz text drawn: math with KaTeX (a left-to-right island inside Arabic), strong, emphasis and
// line breaks (richText.ts). Generated questions are in the material's own language, whatever the
// page's: `own` texts carry dir="auto" (and no lang) so Arabic notes read right to left in the
// English page and English ones left to right in the Arabic page.
import { memo, useMemo, type ElementType } from 'react';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { parseRichText } from './richText';

const mathCache = new Map<string, string>();

function mathHtml(tex: string): string {
  let html = mathCache.get(tex);
  if (html === undefined) {
    html = katex.renderToString(tex, { throwOnError: false, output: 'htmlAndMathml', strict: 'ignore' });
    if (mathCache.size > 500) mathCache.clear();
    mathCache.set(tex, html);
  }
  return html;
}

export const RichText = memo(function RichText({
  text,
  as: Tag = 'span',
  own = false,
  className,
  id,
}: {
  text: string;
  as?: ElementType;
  /** A text in the material's own language (generated questions): its direction follows its letters. */
  own?: boolean;
  className?: string;
  id?: string;
}) {
  const pieces = useMemo(() => parseRichText(text), [text]);
  return (
    <Tag className={className} id={id} dir={own ? 'auto' : undefined}>
      {pieces.map((piece, i) => {
        switch (piece.kind) {
          case 'math':
            return (
              <span
                key={i}
                className="quiz-math"
                dir="ltr"
                // KaTeX's own markup from our parser's TeX (trust is off: no links, no HTML).
                dangerouslySetInnerHTML={{ __html: mathHtml(piece.tex) }}
              />
            );
          case 'strong':
            return <strong key={i}>{piece.text}</strong>;
          case 'em':
            return <em key={i}>{piece.text}</em>;
          case 'break':
            return <br key={i} />;
          default:
            return piece.text;
        }
      })}
    </Tag>
  );
});
