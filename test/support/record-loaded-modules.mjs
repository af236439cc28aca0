// Loaded with `--import`: appends the URL of every module the process loads to the file named by
// RECORD_LOADED_MODULES, so a test can tell what a process pulled in at start. ES modules go through
// the loader hooks; CommonJS packages loaded with require (createRequire) through Module._load.
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';
import { pathToFileURL } from 'node:url';

register('./record-loaded-modules-hooks.mjs', import.meta.url);

const loadCommonJs = Module._load;
Module._load = function recordCommonJs(request, parent, isMain) {
  const loaded = loadCommonJs.call(this, request, parent, isMain);
  try {
    appendFileSync(process.env.RECORD_LOADED_MODULES, `${pathToFileURL(Module._resolveFilename(request, parent, isMain)).href}\n`);
  } catch {
    // A built-in module has no file to name.
  }
  return loaded;
};
