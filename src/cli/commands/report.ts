/** `wsim report` — being built (owner: see the issue); registers nothing until then. */
import type { Command } from 'commander';

export function registerReport(_program: Command): void {}
