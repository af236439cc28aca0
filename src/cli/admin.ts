import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { loadConfig } from '../config.js';
import { closeInfrastructure, openInfrastructure } from '../infrastructure.js';
import { isTier, TIERS } from '../domain/accounts/tiers.js';
import { normaliseEmail } from '../domain/accounts/credential-rules.js';

const USAGE = `usage: npm run admin -- set-tier <email> <${TIERS.join('|')}>`;

/** Operator commands; runs against the same DATA_DIR / DATABASE_URL as the service. Returns the exit code. */
export async function runAdmin(args: string[], env: Record<string, string | undefined> = process.env): Promise<{ code: number; output: string }> {
  const [command, email, tier] = args;
  if (command !== 'set-tier' || !email || !tier) return { code: 2, output: USAGE };
  if (!isTier(tier)) return { code: 2, output: `unknown tier "${tier}"; expected one of ${TIERS.join(', ')}` };
  const config = loadConfig(env);
  const infra = await openInfrastructure(config, { log: pino({ level: 'silent' }) });
  try {
    const updated = await infra.repositories.users.updateTier(normaliseEmail(email), tier, infra.clock.now());
    return updated ? { code: 0, output: `${normaliseEmail(email)} is now on the ${tier} tier` } : { code: 1, output: `no account with e-mail ${email}` };
  } finally {
    await closeInfrastructure(infra);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAdmin(process.argv.slice(2)).then(
    ({ code, output }) => {
      (code === 0 ? console.log : console.error)(output);
      process.exit(code);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
