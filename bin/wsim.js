#!/usr/bin/env node
// The `wsim` command: runs the TypeScript sources through tsx (no build step needed).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
