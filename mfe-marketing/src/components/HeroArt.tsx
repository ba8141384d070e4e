// The landing page's illustration, drawn inline: a study tablet with a tutor chat,
// a scanned page (OCR), a quiz card and a streak badge around it. It holds no text
// (bars stand for words), so it reads the same in both languages; CSS mirrors it in
// RTL. Decorative only.
export function HeroArt() {
  return (
    <svg
      className="mk-hero-art"
      viewBox="0 0 520 440"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <filter id="mk-shadow" x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#021f1c" floodOpacity="0.28" />
        </filter>
        <linearGradient id="mk-flame" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
        <radialGradient id="mk-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fde68a" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fde68a" stopOpacity="0" />
        </radialGradient>
      </defs>

      {/* light behind the tablet */}
      <circle cx="270" cy="215" r="190" fill="#ffffff" opacity="0.07" />
      <circle cx="270" cy="215" r="135" fill="#ffffff" opacity="0.06" />
      <circle cx="400" cy="90" r="90" fill="url(#mk-glow)" />

      {/* the tablet with a tutor conversation */}
      <g filter="url(#mk-shadow)">
        <rect x="132" y="52" width="276" height="336" rx="26" fill="#ffffff" />
      </g>
      <rect x="132" y="52" width="276" height="56" rx="26" fill="#f0faf8" />
      <rect x="132" y="82" width="276" height="26" fill="#f0faf8" />
      <rect x="152" y="66" width="30" height="30" rx="8" fill="#0f766e" />
      <path d="M167 71c-4 5-7 8.5-7 13a7 7 0 0 0 14 0c0-4.5-3-8-7-13z" fill="#fde68a" />
      <rect x="192" y="72" width="74" height="8" rx="4" fill="#0f766e" />
      <rect x="192" y="85" width="48" height="6" rx="3" fill="#9cc9c2" />

      {/* student message (end side) */}
      <rect x="246" y="126" width="144" height="46" rx="16" fill="#0f766e" />
      <rect x="262" y="139" width="112" height="7" rx="3.5" fill="#ffffff" opacity="0.95" />
      <rect x="262" y="153" width="72" height="7" rx="3.5" fill="#ffffff" opacity="0.7" />

      {/* tutor reply (start side) */}
      <circle cx="166" cy="200" r="13" fill="#0f766e" />
      <path d="M166 191c-2.6 3.2-4.5 5.5-4.5 8.4a4.5 4.5 0 0 0 9 0c0-2.9-1.9-5.2-4.5-8.4z" fill="#fde68a" />
      <rect x="188" y="186" width="200" height="96" rx="16" fill="#e6f4f2" />
      <rect x="204" y="202" width="166" height="7" rx="3.5" fill="#0f766e" opacity="0.85" />
      <rect x="204" y="216" width="150" height="7" rx="3.5" fill="#5b8f88" opacity="0.7" />
      <rect x="204" y="230" width="160" height="7" rx="3.5" fill="#5b8f88" opacity="0.7" />
      <rect x="204" y="244" width="96" height="7" rx="3.5" fill="#5b8f88" opacity="0.7" />
      <rect x="204" y="260" width="40" height="12" rx="6" fill="#fde68a" />

      {/* reply actions: copy, save, summarize, translate */}
      <g className="mk-art-chips">
        <rect x="188" y="292" width="44" height="20" rx="10" fill="#ffffff" stroke="#cfe5e1" />
        <rect x="238" y="292" width="44" height="20" rx="10" fill="#ffffff" stroke="#cfe5e1" />
        <rect x="288" y="292" width="50" height="20" rx="10" fill="#fef3c7" stroke="#fcd34d" />
        <rect x="344" y="292" width="44" height="20" rx="10" fill="#ffffff" stroke="#cfe5e1" />
        <rect x="198" y="300" width="24" height="4" rx="2" fill="#5b8f88" />
        <rect x="248" y="300" width="24" height="4" rx="2" fill="#5b8f88" />
        <rect x="298" y="300" width="30" height="4" rx="2" fill="#b45309" />
        <rect x="354" y="300" width="24" height="4" rx="2" fill="#5b8f88" />
      </g>

      {/* composer */}
      <rect x="152" y="332" width="236" height="38" rx="19" fill="#f1f6f5" />
      <rect x="170" y="348" width="110" height="6" rx="3" fill="#b9d3cf" />
      <circle cx="368" cy="351" r="14" fill="#f59e0b" />
      <path
        d="M362 351h11M368.5 346l5 5-5 5"
        stroke="#102a28"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* a scanned page: OCR */}
      <g className="mk-float mk-float--a">
        <g filter="url(#mk-shadow)">
          <rect x="26" y="168" width="112" height="142" rx="14" fill="#ffffff" />
        </g>
        <rect x="44" y="190" width="62" height="7" rx="3.5" fill="#0f766e" />
        <rect x="44" y="206" width="76" height="5" rx="2.5" fill="#b9d3cf" />
        <rect x="44" y="218" width="70" height="5" rx="2.5" fill="#b9d3cf" />
        <rect x="44" y="230" width="76" height="5" rx="2.5" fill="#b9d3cf" />
        <rect x="44" y="242" width="52" height="5" rx="2.5" fill="#b9d3cf" />
        <rect x="44" y="258" width="76" height="5" rx="2.5" fill="#b9d3cf" />
        <rect x="44" y="270" width="60" height="5" rx="2.5" fill="#b9d3cf" />
        <path
          d="M36 186v-8h8M128 186v-8h-8M36 292v8h8M128 292v8h-8"
          stroke="#0f766e"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
        <g className="mk-scan">
          <rect x="34" y="222" width="96" height="3" rx="1.5" fill="#f59e0b" />
          <rect x="34" y="210" width="96" height="12" fill="#f59e0b" opacity="0.14" />
        </g>
      </g>

      {/* a quiz card */}
      <g className="mk-float mk-float--b">
        <g filter="url(#mk-shadow)">
          <rect x="386" y="28" width="116" height="104" rx="16" fill="#ffffff" />
        </g>
        <circle cx="408" cy="54" r="9" fill="#0f766e" />
        <path
          d="m403.5 54 3 3 5.5-6"
          stroke="#ffffff"
          strokeWidth="2.2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="424" y="50" width="60" height="7" rx="3.5" fill="#cfe5e1" />
        <circle cx="408" cy="80" r="9" fill="#0f766e" />
        <path
          d="m403.5 80 3 3 5.5-6"
          stroke="#ffffff"
          strokeWidth="2.2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="424" y="76" width="50" height="7" rx="3.5" fill="#cfe5e1" />
        <circle cx="408" cy="106" r="8" fill="none" stroke="#f59e0b" strokeWidth="2.4" />
        <rect x="424" y="102" width="56" height="7" rx="3.5" fill="#fde68a" />
      </g>

      {/* a streak badge */}
      <g className="mk-float mk-float--c">
        <g filter="url(#mk-shadow)">
          <circle cx="440" cy="316" r="46" fill="#f59e0b" />
        </g>
        <circle cx="440" cy="316" r="36" fill="#fbbf24" />
        <path
          d="M440 290c-10 12-16 20-16 29a16 16 0 0 0 32 0c0-4-1.5-8-4-11.5-1 4-3 6-5.5 7 1-8-1.5-16-6.5-24.5z"
          fill="#102a28"
        />
        <path d="M440 312c-4 5-6 8-6 11a6 6 0 0 0 12 0c0-3-2-6-6-11z" fill="url(#mk-flame)" />
      </g>

      {/* sparkles */}
      <path className="mk-twinkle" d="M96 92l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#fde68a" />
      <path
        className="mk-twinkle mk-twinkle--late"
        d="M486 196l3 7 7 3-7 3-3 7-3-7-7-3 7-3z"
        fill="#ffffff"
        opacity="0.8"
      />
      <circle cx="70" cy="360" r="5" fill="#fde68a" opacity="0.8" />
      <circle cx="350" cy="414" r="4" fill="#ffffff" opacity="0.6" />
    </svg>
  );
}
