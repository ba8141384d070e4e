const { withMarkdownPackages } = require('@nibras/shared-ui/build/jest-markdown.cjs');

// Renders Markdown and math: their ES-module-only packages are compiled too (see jest-markdown.cjs).
module.exports = withMarkdownPackages(require('@nibras/shared-ui/build/jest-preset.cjs')('jsdom', __dirname));
