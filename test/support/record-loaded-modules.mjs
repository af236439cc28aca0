// Loaded with `--import`: appends the URL of every ES module the process loads to the file named by
// RECORD_LOADED_MODULES, so a test can tell what a process pulled in at start.
import { register } from 'node:module';

register('./record-loaded-modules-hooks.mjs', import.meta.url);
