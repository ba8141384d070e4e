// The Markdown and math packages (react-markdown, remark, rehype, micromark, unified and their
// helpers) are published as ES modules only: jest (CommonJS) compiles them with the same transform
// as our code instead of skipping node_modules. Used by the packages that render Markdown (the
// chat's replies, the lessons): `withMarkdownPackages(preset)`.
const MARKDOWN_ESM_PACKAGES = [
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

exports.MARKDOWN_ESM_PACKAGES = MARKDOWN_ESM_PACKAGES;
exports.withMarkdownPackages = (preset) => ({
  ...preset,
  transformIgnorePatterns: [`/node_modules/(?!(?:${MARKDOWN_ESM_PACKAGES.join('|')})/)`],
});
