import { describe, expect, it } from 'vitest';
import { countJunit } from './test-counts.ts';

describe('countJunit', () => {
  it('counts passes, failures and skips', () => {
    const xml = `<testsuites><testsuite name="a">
      <testcase name="one" time="0.1"/>
      <testcase name="two" time="0.1"><failure message="boom"/></testcase>
      <testcase name="three" time="0.1"><skipped/></testcase>
      <testcase name="four" time="0.1"></testcase>
    </testsuite></testsuites>`;
    expect(countJunit(xml)).toEqual({ passed: 2, failed: 1 });
  });
});
