// Minimal Jest reporter: writes the aggregated results (the same shape as `jest --json`) to a file.
const fs = require('node:fs');
const path = require('node:path');

class JsonFileReporter {
  constructor(_globalConfig, options) {
    this.outputFile = options.outputFile;
  }

  onRunComplete(_testContexts, results) {
    // Jest sets `success` only after the reporters ran: compute it the same way here.
    const success =
      results.numFailedTests === 0 &&
      results.numFailedTestSuites === 0 &&
      results.numRuntimeErrorTestSuites === 0 &&
      !results.wasInterrupted &&
      !results.snapshot.failure;
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    fs.writeFileSync(this.outputFile, JSON.stringify({ ...results, success }, null, 2));
  }
}

module.exports = JsonFileReporter;
