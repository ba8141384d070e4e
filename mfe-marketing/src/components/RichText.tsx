// A translated text with its links: the support e-mail becomes a mailto link (kept
// left-to-right inside Arabic), and `[label](/path)` becomes a router link under the
// locale, so translators can place links anywhere in a sentence.
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

const TOKEN = /\[([^\]]+)\]\((\/[^)\s]*)\)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

export function richText(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [whole, label, to, email] = match;
    if (label && to) {
      parts.push(
        <Link key={index} to={to}>
          {label}
        </Link>,
      );
    } else if (email) {
      // A trailing full stop belongs to the sentence, not to the address.
      const address = email.replace(/\.+$/, '');
      parts.push(
        <a key={index} href={`mailto:${address}`} dir="ltr" className="mk-email">
          {address}
        </a>,
      );
      if (address.length < email.length) parts.push(email.slice(address.length));
    } else {
      parts.push(whole);
    }
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts.length === 1 ? parts[0] : parts.map((p, i) => <Fragment key={i}>{p}</Fragment>);
}

export function RichText({ text }: { text: string }) {
  return <>{richText(text)}</>;
}
