// Writes {passed, failed} totals of one jest run, so .ci/run can print one line for all suites.
const fs = require('node:fs');
const path = require('node:path');

class JsonTotalsReporter {
  constructor(_globalConfig, options) {
    this.outputFile = options.outputFile;
  }
  onRunComplete(_contexts, results) {
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    fs.writeFileSync(
      this.outputFile,
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests,
      }),
    );
  }
}
module.exports = JsonTotalsReporter;
