/** `wsim play` — being built (owner: see the issue); registers nothing until then. */
import type { Command } from 'commander';

export function registerPlay(_program: Command): void {}
