const preset = require('@nibras/shared-ui/build/jest-preset.cjs')('jsdom', __dirname);

// The lesson renderer's Markdown and math packages (react-markdown, remark, rehype, micromark,
// unified and their helpers) are published as ES modules only: jest (CommonJS) compiles them
// with the same transform as our code instead of skipping node_modules (as mfe-chat does).
const ESM_PACKAGES = [
  'react-markdown',
  'remark-[^/]+',
  'rehype-[^/]+',
  'unified',
  'micromark[^/]*',
  'mdast-util-[^/]+',
  'hast-util-[^/]+',
  'hastscript',
  'unist-util-[^/]+',
  'vfile[^/]*',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'character-reference-invalid',
  'parse-entities',
  'stringify-entities',
  'is-(?:alphabetical|alphanumerical|decimal|hexadecimal|plain-obj)',
  'trim-lines',
  'html-url-attributes',
  'devlop',
  'bail',
  'trough',
  'zwitch',
  'longest-streak',
  'ccount',
  'markdown-table',
  'escape-string-regexp',
  'estree-util-[^/]+',
  'web-namespaces',
  '@ungap/structured-clone',
];

module.exports = {
  ...preset,
  transformIgnorePatterns: [`/node_modules/(?!(?:${ESM_PACKAGES.join('|')})/)`],
};
