const path = require('node:path');
const { default: Sequencer } = require('@jest/test-sequencer');

/**
 * Seconds of run time per KB of test file, by project, from a whole run on the 2-core machine (ADR 170): a browser
 * file costs about thirty times a unit file of the same size, so file size alone (jest's order without timings)
 * starts a long browser file last.
 */
const SECONDS_PER_KB = { browser: 3.4, fuzz: 1.6, infra: 0.9, integration: 0.6, unit: 0.1 };

/**
 * Longest files first, so no worker is left running one long file at the end. jest does this from the timings of
 * the previous run; a clean clone (CI) has none, so a file without a timing gets an estimate from its project and
 * size instead of being sorted by size after every file that has one. Files that failed last time still go first.
 */
class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    const expected = new Map(tests.map((test) => [test, this.time(test) ?? estimate(test)]));
    return [...tests].sort(
      (a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || expected.get(b) - expected.get(a),
    );
  }
}

function estimate(test) {
  const project = path.relative(test.context.config.rootDir, test.path).split(path.sep)[1];
  const kilobytes = (test.context.hasteFS.getSize(test.path) ?? 0) / 1024;
  // In milliseconds, as jest keeps its timings.
  return kilobytes * (SECONDS_PER_KB[project] ?? 1) * 1000;
}

module.exports = LongestFirstSequencer;
