import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExperiment, type Experiment } from '../../src/lab/experiment.js';
import { runExperiment } from '../../src/lab/run.js';
import { FIXTURES, removeTempDirs, ROOT, rowSet, tempDir, wsim } from './helpers.js';

const RESUME = join(FIXTURES, 'resume.json');
let dir: string;
let exp: Experiment;
let reference: string[];
let referenceText: string[];

beforeAll(async () => {
  dir = tempDir();
  exp = await loadExperiment(RESUME);
  const out = join(dir, 'uninterrupted.jsonl');
  await runExperiment(exp, { out, workers: 2 });
  reference = await rowSet(out);
  referenceText = readFileSync(out, 'utf8').split('\n').filter(Boolean);
});
afterAll(removeTempDirs);

function lineCount(file: string): number {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').length - 1 : 0;
}

/** Start `wsim sim` and send `signal` once at least `rows` rows are in the file. */
async function interrupt(
  out: string,
  signal: NodeJS.Signals,
  rows: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; linesAtSignal: number }> {
  const child = spawn(
    process.execPath,
    ['bin/wsim.js', 'sim', RESUME, '--out', out, '--workers', '1', '--batch-size', '1'],
    { cwd: ROOT },
  );
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('exit', (code, sig) => resolve([code, sig])),
  );
  let linesAtSignal = -1;
  let done = false;
  void exited.then(() => (done = true));
  while (!done) {
    const n = lineCount(out);
    if (n >= rows) {
      linesAtSignal = n;
      child.kill(signal);
      break;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const [code, sig] = await exited;
  return { code, signal: sig, stderr, linesAtSignal };
}

describe('resume', () => {
  it('a run killed mid-way (SIGKILL) and resumed gives the same result set as an uninterrupted run', async () => {
    const out = join(dir, 'killed.jsonl');
    const killed = await interrupt(out, 'SIGKILL', 4);
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.linesAtSignal).toBeGreaterThanOrEqual(4);
    const left = lineCount(out);
    expect(left).toBeLessThan(reference.length);
    const r = await wsim(['sim', RESUME, '--out', out, '--resume', '--workers', '2', '--json']);
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.stdout);
    expect(summary.resumed + summary.played).toBe(reference.length);
    expect(summary.resumed).toBeGreaterThanOrEqual(left - 1);
    expect(await rowSet(out)).toEqual(reference);
    expect(lineCount(out)).toBe(reference.length);
  });

  it('Ctrl-C stops the run cleanly (exit code 130); --resume completes it', async () => {
    const out = join(dir, 'sigint.jsonl');
    const stopped = await interrupt(out, 'SIGINT', 3);
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toContain('interrupted; continue with the same command and --resume');
    const s = await runExperiment(exp, { out, workers: 1, resume: true });
    expect(s.resumed).toBeGreaterThanOrEqual(3);
    expect(await rowSet(out)).toEqual(reference);
  });

  it('a torn last line is dropped and its game played again', async () => {
    const out = join(dir, 'torn.jsonl');
    const cut = referenceText[7].slice(0, 200);
    writeFileSync(out, `${referenceText.slice(0, 7).join('\n')}\n${cut}`);
    const s = await runExperiment(exp, { out, workers: 0, resume: true });
    expect([s.resumed, s.played, s.droppedTornBytes]).toEqual([7, reference.length - 7, Buffer.byteLength(cut)]);
    expect(await rowSet(out)).toEqual(reference);
    expect(lineCount(out)).toBe(reference.length);
  });

  it('refuses a file of another experiment, seed or size, and an existing file without --resume', async () => {
    const out = join(dir, 'uninterrupted.jsonl');
    await expect(runExperiment(exp, { out, workers: 0 })).rejects.toThrow(
      /uninterrupted\.jsonl: the results file already exists \(use --resume to continue it, or --overwrite to start again\)/,
    );
    const reseeded = await loadExperiment(RESUME, { seed: 'other' });
    await expect(runExperiment(reseeded, { out, workers: 0, resume: true })).rejects.toThrow(
      /line 1: game ".*#\d+" has seed [0-9a-f]{16}, expected [0-9a-f]{16} \(was the file made with another master seed\?\)/,
    );
    const smaller = await loadExperiment(RESUME, { gamesPerCell: 2 });
    await expect(runExperiment(smaller, { out, workers: 0, resume: true })).rejects.toThrow(
      /is not part of this experiment/,
    );
    const older = join(dir, 'older.jsonl');
    writeFileSync(older, `${referenceText[0].replace(/"engineVersion":"[^"]*"/, '"engineVersion":"0.0.0-old"')}\n`);
    await expect(runExperiment(exp, { out: older, workers: 0, resume: true })).rejects.toThrow(
      /older\.jsonl: line 1: a row of engine version 0\.0\.0-old, this is .* \(start again with --overwrite\)/,
    );
  });
});
