/** `wsim ladder` — being built (owner: see the issue); registers nothing until then. */
import type { Command } from 'commander';

export function registerLadder(_program: Command): void {}
