// The layout of a status page (a picture, a title, a line of explanation, an action), drawn with
// our own markup instead of antd's Result: Result ships its three large illustrations (403, 404,
// 500) to every visitor, and these panels sit on the first page's path (not-found, a remote that
// could not load). Styles: `.nibras-result` in theme/base.css.
import type { ReactNode } from 'react';

export type StatusKind = 'not-found' | 'warning' | 'error';

/** A lantern (the brand's mark) with a question mark: the page the student looked for is not here. */
function NotFoundArt() {
  return (
    <svg viewBox="0 0 160 160" width="160" height="160" aria-hidden="true" focusable="false">
      <circle cx="80" cy="84" r="64" className="nibras-result__halo" />
      <path d="M62 44a18 18 0 0 1 36 0" fill="none" className="nibras-result__line" strokeWidth="5" />
      <rect x="54" y="44" width="52" height="10" rx="5" className="nibras-result__metal" />
      <rect x="50" y="54" width="60" height="70" rx="16" className="nibras-result__glass" />
      <path d="M80 72c9 10 11 17 11 23a11 11 0 0 1-22 0c0-6 3-13 11-23z" className="nibras-result__flame" />
      <rect x="54" y="124" width="52" height="10" rx="5" className="nibras-result__metal" />
      <circle cx="122" cy="42" r="17" className="nibras-result__badge" />
      <path
        d="M116.5 37.5a5.5 5.5 0 1 1 7.4 5.2c-1.3.5-2.4 1.6-2.4 3v1.3"
        fill="none"
        className="nibras-result__mark"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <circle cx="121.5" cy="52.5" r="2" className="nibras-result__mark-dot" />
    </svg>
  );
}

function SignArt({ kind }: { kind: 'warning' | 'error' }) {
  return (
    <svg viewBox="0 0 72 72" width="72" height="72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="34" className={`nibras-result__sign nibras-result__sign--${kind}`} />
      {kind === 'warning' ? (
        <>
          <path d="M36 19v22" className="nibras-result__sign-mark" strokeWidth="6" strokeLinecap="round" />
          <circle cx="36" cy="52" r="3.6" className="nibras-result__sign-dot" />
        </>
      ) : (
        <path
          d="M25 25l22 22M47 25L25 47"
          className="nibras-result__sign-mark"
          strokeWidth="6"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

export function StatusResult({
  kind,
  title,
  description,
  action,
}: {
  kind: StatusKind;
  /** The title element itself (an h1 on a page of its own, a paragraph inside an area). */
  title: ReactNode;
  description: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={`nibras-result nibras-result--${kind}`}>
      <div className="nibras-result__art">
        {kind === 'not-found' ? <NotFoundArt /> : <SignArt kind={kind} />}
      </div>
      {title}
      <p className="nibras-result__description">{description}</p>
      {action && <div className="nibras-result__action">{action}</div>}
    </div>
  );
}
