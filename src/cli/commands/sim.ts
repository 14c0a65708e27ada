/** `wsim sim` — being built (owner: see the issue); registers nothing until then. */
import type { Command } from 'commander';

export function registerSim(_program: Command): void {}
