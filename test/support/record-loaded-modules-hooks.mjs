import { appendFileSync } from 'node:fs';

export async function load(url, context, nextLoad) {
  appendFileSync(process.env.RECORD_LOADED_MODULES, `${url}\n`);
  return nextLoad(url, context);
}
