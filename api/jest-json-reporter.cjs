// Minimal Jest reporter: writes the aggregated results (the same shape as `jest --json`) to a file.
const fs = require('node:fs');
const path = require('node:path');

class JsonFileReporter {
  constructor(_globalConfig, options) {
    this.outputFile = options.outputFile;
  }

  onRunComplete(_testContexts, results) {
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    fs.writeFileSync(this.outputFile, JSON.stringify(results, null, 2));
  }
}

module.exports = JsonFileReporter;
