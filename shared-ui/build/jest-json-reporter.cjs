// Writes {passed, failed} totals (and the slowest tests) of one jest run, so .ci/run can print one line for all suites.
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
        // The slowest tests, so a run shows how close each comes to its time limit.
        slowest: results.testResults
          .flatMap((file) =>
            file.testResults.map((test) => ({
              test: `${path.basename(file.testFilePath)} › ${test.fullName}`,
              ms: test.duration ?? 0,
              status: test.status,
            })),
          )
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 10),
      }),
    );
  }
}
module.exports = JsonTotalsReporter;
