module.exports = require('@nibras/shared-ui/build/jest-preset.cjs')('jsdom', __dirname);
