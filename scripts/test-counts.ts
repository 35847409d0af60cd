import { existsSync, readFileSync } from 'node:fs';

export type Counts = { passed: number; failed: number };

/** Passed and failed tests from vitest's JSON report; a missing report counts as one failure. */
export function countVitest(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number; numFailedTests: number; numFailedTestSuites?: number;
  };
  const brokenFiles = report.numFailedTestSuites ?? 0;
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numFailedTests === 0 ? brokenFiles : 0) };
}

/** Passed and failed test cases from a JUnit XML report (Node's test runner writes one). */
export function countJunit(xml: string): Counts {
  const cases = xml.match(/<testcase\b[^>]*?(\/>|>[\s\S]*?<\/testcase>)/g) ?? [];
  const failed = cases.filter((testCase) => /<failure\b|<error\b/.test(testCase)).length;
  const skipped = cases.filter((testCase) => /<skipped\b/.test(testCase)).length;
  return { passed: cases.length - failed - skipped, failed };
}
