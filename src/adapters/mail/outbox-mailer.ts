import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Clock } from '../../domain/clock.js';
import { newId } from '../../domain/ids.js';
import type { Mailer } from './mailer.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../storage/private-files.js';

/** Without SMTP, mail lands as JSON files in DATA_DIR/outbox so an operator can still read it. */
export function createOutboxMailer(dataDir: string, clock: Clock, log: Logger): Mailer {
  const folder = join(dataDir, 'outbox');
  return {
    async send(message) {
      await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
      const id = newId('mail', clock.now());
      const file = join(folder, `${id}.json`);
      await writeFile(file, JSON.stringify({ ...message, created_at: clock.now() }, null, 2), { mode: PRIVATE_FILE_MODE });
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox (no SMTP_URL set)');
    },
    async close() {},
  };
}
