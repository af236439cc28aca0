import type { ImportPlan } from './import-plan.js';

/** Items one import creates at most: each is a create with its address check, and a request must end in reasonable time. */
export const MAX_IMPORT_ITEMS = 500;

export interface PlanRoom {
  /** Monitors the account holds now, and what its plan allows (null: no limit). */
  monitorsHeld: number;
  monitorLimit: number | null;
  minCheckIntervalSeconds: number;
  destinationsHeld: number;
  destinationLimit: number;
}

/**
 * The plan within the account's tier: an interval below the tier's minimum is raised to it and
 * said so (the monitor is still wanted, only checked less often); monitors and destinations past
 * what the plan holds are refused with the reason, in the file's order.
 */
export function fitToPlan(plan: ImportPlan, room: PlanRoom): ImportPlan {
  const refused = [...plan.refused];
  const monitorRoom = room.monitorLimit === null ? Infinity : Math.max(0, room.monitorLimit - room.monitorsHeld);
  const monitors = plan.monitors.flatMap((planned, index) => {
    if (index >= MAX_IMPORT_ITEMS) {
      refused.push({ item: planned.item, reason: `one import creates at most ${MAX_IMPORT_ITEMS} monitors; import the rest in another request` });
      return [];
    }
    if (index >= monitorRoom) {
      refused.push({ item: planned.item, reason: `your plan allows ${room.monitorLimit} monitors and the account holds ${room.monitorsHeld}; upgrade or delete monitors to import more` });
      return [];
    }
    const interval = planned.draft.checkIntervalSeconds;
    if (interval === undefined || interval >= room.minCheckIntervalSeconds) return [planned];
    return [{
      ...planned,
      draft: { ...planned.draft, checkIntervalSeconds: room.minCheckIntervalSeconds },
      notes: [...planned.notes, `checked every ${room.minCheckIntervalSeconds} s instead of every ${interval} s: the shortest interval of your plan`],
    }];
  });
  const destinationRoom = Math.max(0, room.destinationLimit - room.destinationsHeld);
  const destinations = plan.destinations.filter((planned, index) => {
    if (index < destinationRoom) return true;
    refused.push({ item: planned.item, reason: `an account holds at most ${room.destinationLimit} webhooks and channels together and this one holds ${room.destinationsHeld}` });
    return false;
  });
  return { monitors, destinations, refused };
}
