import type { Logger } from 'pino';
import type { Clock } from '../../domain/clock.js';
import { newId } from '../../domain/ids.js';
import { nextDigestAt } from '../../domain/destinations/digest.js';
import { DIGEST_EVENT_TYPE, serialiseDigestEvent } from '../../domain/webhooks/digest-event.js';
import type { ChangePayload } from '../../domain/webhooks/event-envelope.js';
import type { DigestRepository, DigestRow, PeriodClose, WaitingEvent } from '../../storage/repositories/digests.js';
import type { JobService } from '../job-runner.js';

export interface DigestServiceDeps {
  digests: DigestRepository;
  clock: Clock;
  log: Logger;
  workerId: string;
  leaseMs: number;
}

// A digest that failed to close (the database was away) is tried again soon; its events keep waiting.
const RETRY_MS = 60_000;

/** The change of a stored change.detected body as it was sent. */
function changeOf(event: WaitingEvent): ChangePayload {
  return (JSON.parse(event.body) as { data: { change: ChangePayload } }).data.change;
}

/**
 * Closes the period of each due digest: its waiting changes become one changes.digest event with
 * one delivery to the destination (signed and retried like any delivery, counted once by the
 * hourly cap), an empty period sends nothing, and the next close is planned on the destination's
 * local clock.
 */
export function createDigestService(deps: DigestServiceDeps): JobService<DigestRow> {
  const { digests, clock, workerId: owner } = deps;

  async function close(row: DigestRow): Promise<void> {
    const setting = await digests.findSetting(row);
    if (setting === null) return digests.stop(row, owner);
    const now = clock.now();
    const waiting = await digests.listWaiting(row.id, row.next_digest_at);
    const eventId = newId('evt', now);
    const plan: PeriodClose = {
      event:
        waiting.length === 0
          ? null
          : {
              eventId,
              userId: row.user_id,
              type: DIGEST_EVENT_TYPE,
              body: serialiseDigestEvent({
                id: eventId,
                type: DIGEST_EVENT_TYPE,
                created_at: now,
                data: { digest: setting.every, period_start: row.period_start, period_end: row.next_digest_at, changes: waiting.map(changeOf) },
              }),
              createdAt: now,
            },
      eventIds: waiting.map((event) => event.eventId),
      // A worker that was away for several periods sends one digest for them, not one per period missed.
      nextDigestAt: nextDigestAt(setting, Math.max(now, row.next_digest_at)),
    };
    if (!(await digests.closePeriod(row, owner, plan))) deps.log.warn({ digestId: row.id }, 'digest closed after its lease was lost; another worker sends it');
  }

  return {
    claim: (limit) => digests.claimDue({ owner, now: clock.now(), leaseMs: deps.leaseMs, limit }),
    async run(row) {
      try {
        await close(row);
      } catch (error) {
        deps.log.error({ err: error, digestId: row.id }, 'digest could not be closed; its changes keep waiting and it is tried again');
        await digests.fail(row, owner, { error: error instanceof Error ? error.message : String(error), retryAt: clock.now() + RETRY_MS }).catch(() => undefined);
      }
    },
    // Each digest is written when it closes: nothing waits in a buffer.
    flush: async () => undefined,
  };
}
