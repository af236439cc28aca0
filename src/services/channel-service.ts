import type { Logger } from 'pino';
import type { Clock } from '../domain/clock.js';
import { newId, newSecretToken } from '../domain/ids.js';
import type { Tier } from '../domain/accounts/tiers.js';
import { channelKindOf, isChannelType, type ChannelType } from '../domain/destinations/registry.js';
import { isAppriseUrl, readAppriseUrl } from '../domain/destinations/apprise-url.js';
import type { SecretBox } from '../domain/webhooks/secret-box.js';
import type { Mailer } from '../adapters/mail/mailer.js';
import { invalidRequest, notFound } from '../errors.js';
import type { Channel } from '../domain/destinations/channel.js';
import type { ChannelRepository } from '../storage/repositories/channels.js';
import type { UserRepository } from '../storage/repositories/users.js';
import type { DeliveryLog } from './delivery-log.js';
import {
  acceptTarget,
  insertWithinDestinationLimit,
  readDestinationDigest,
  readDestinationTags,
  type DigestInput,
  readEvents,
  readMonitorIds,
  requireOwnedDestination,
  type DestinationRuleDeps,
} from './destination-rules.js';
import type { EventType } from '../domain/webhooks/event-types.js';
import { hashToken } from './secret-hash.js';
import { buildSampleChangeEvent } from '../domain/webhooks/sample-event.js';
import { checkMessageTemplate, renderMessageTemplate, type MessageTemplate } from '../domain/notifications/message-template.js';
import type { WrittenMessage } from '../domain/notifications/written-message.js';
import { RATE_LIMITS, type RateLimiter } from './rate-limiter.js';

export interface ChannelServiceDeps {
  channels: ChannelRepository;
  users: Pick<UserRepository, 'findById' | 'markEmailConfirmed'>;
  deliveryLog: DeliveryLog;
  rules: DestinationRuleDeps;
  secretBox: SecretBox;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  log: Logger;
  publicUrl: string;
}

export interface NewChannel extends DigestInput {
  /** Absent when the target is an Apprise URL, which names its kind. */
  type?: ChannelType;
  target: string;
  name?: string;
  monitorIds?: readonly string[];
  /** Binds the channel to monitors carrying any of these tags (beside `monitorIds`). */
  tags?: readonly string[];
  /** Absent: every event type. */
  events?: readonly EventType[];
  /** The channel's own wording of change messages; absent: the default message. */
  template?: MessageTemplate;
}

// The name is the requester's text inside a mail to someone else: line breaks would let it pose
// as lines of the mail (a fake link, a fake sign-off).
function onOneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

/**
 * The type and target as our own kind reads them: an Apprise URL names its kind (a `type` given
 * beside it must agree), any other target needs its `type`.
 */
export function readChannelInput(input: Pick<NewChannel, 'type' | 'target'>): { type: ChannelType; target: string } {
  if (!isAppriseUrl(input.target)) {
    if (input.type === undefined) throw invalidRequest('type is required unless target is an Apprise URL (slack://, discord://, mailto://, …)');
    return { type: input.type, target: input.target };
  }
  const read = readAppriseUrl(input.target);
  if (!read.ok) throw invalidRequest(`target: ${read.error}`);
  if (!isChannelType(read.kind)) throw invalidRequest(`target: ${read.scheme}:// names a webhook, not a channel; create it with POST /v1/webhooks {"url": "${read.scheme}://…"}`);
  if (input.type !== undefined && input.type !== read.kind) throw invalidRequest(`type ${input.type} does not match target: ${read.scheme}:// is a ${read.kind} target`);
  return { type: read.kind, target: read.target };
}

const UNCONFIRMED =
  'this e-mail address has not confirmed yet: open the link sent to it, or ask for a new one with POST /v1/channels/{id}/confirmation';

export function createChannelService(deps: ChannelServiceDeps) {
  const { channels, clock } = deps;

  /**
   * Mails a confirmation link to the address of an e-mail channel, the account's own included until
   * a link sent to it was opened once: nothing else goes there before it is opened.
   */
  async function sendConfirmation(channel: Channel, address: string, token: string, requestedBy: string): Promise<void> {
    const link = `${deps.publicUrl}/v1/channels/confirm?token=${encodeURIComponent(token)}`;
    await deps.mailer.send({
      to: address,
      subject: 'Confirm PageWatch notifications to this address',
      text: [
        `${requestedBy} asked PageWatch to send change notifications ("${onOneLine(channel.name)}") to this address.`,
        `To agree, open ${link}`,
        `or send this code to POST /v1/channels/confirm as {"token": "…"}:`,
        token,
        'If you do not want them, ignore this mail: nothing else is sent here unless the link is opened.',
      ].join('\n\n'),
    });
  }

  async function mailConfirmation(channel: Channel, address: string, token: string, requestedBy: string): Promise<void> {
    try {
      await sendConfirmation(channel, address, token, requestedBy);
    } catch (error) {
      // The channel stays unconfirmed; the owner can ask for another link.
      deps.log.error({ err: error, channelId: channel.id }, 'confirmation mail could not be sent');
    }
  }

  /** The account's own address, once a link sent to it was opened (CONTRACT: it then counts as confirmed). */
  async function isConfirmedOwnAddress(userId: string, address: string): Promise<boolean> {
    const owner = await deps.users.findById(userId);
    return owner !== undefined && owner.email === address && owner.email_confirmed_at !== null;
  }

  /** The sample price drop of the test operation, at this moment: what templates are checked and previewed against. */
  function sampleChange() {
    const now = clock.now();
    return buildSampleChangeEvent({ eventId: newId('evt', now), changeId: newId('chg', now), nowMs: now }).data.change;
  }

  /** A template as kept: absent parts dropped, an empty one refused, one that fails on the sample change refused naming its part. */
  function readTemplate(template: MessageTemplate | undefined, field: string): MessageTemplate | null {
    if (template === undefined) return null;
    const kept: MessageTemplate = {
      ...(template.subject === undefined ? {} : { subject: template.subject }),
      ...(template.body === undefined ? {} : { body: template.body }),
    };
    if (kept.subject === undefined && kept.body === undefined) throw invalidRequest(`${field} needs a subject or a body; leave it out for the default message`);
    const check = checkMessageTemplate(kept, sampleChange(), deps.publicUrl);
    if (!check.ok) throw invalidRequest(`${field}.${check.field} ${check.error}`);
    return kept;
  }

  return {
    /** Renders a template against the sample change; a broken or unsafe one is a 400 naming its part. */
    previewTemplate(template: MessageTemplate): WrittenMessage {
      const checked = readTemplate(template, 'template')!;
      const rendering = renderMessageTemplate(checked, sampleChange(), deps.publicUrl);
      if (!rendering.ok) throw invalidRequest(`template.${rendering.field} ${rendering.error}`);
      return rendering.message;
    },

    ...deps.deliveryLog({ kind: 'channel', destinations: channels, refusalOf: (channel) => (channel.confirmed ? null : UNCONFIRMED) }),

    async create(user: { id: string; tier: Tier; email: string }, input: NewChannel): Promise<Channel> {
      const { type, target } = readChannelInput(input);
      const kind = channelKindOf(type);
      const parsed = await acceptTarget(deps.rules, kind, target, { field: 'target', purpose: 'notifications' });
      const monitorIds = await readMonitorIds(deps.rules, user.id, input.monitorIds);
      const tags = readDestinationTags(input.tags);
      const digest = readDestinationDigest(input);
      const template = readTemplate(input.template, 'template');
      const now = clock.now();
      const isEmail = type === 'email';
      const confirmedAddress = isEmail && (await isConfirmedOwnAddress(user.id, parsed.target));
      if (isEmail) {
        // An e-mail channel shows its address whole (targetMasked), so a second one to it is found without opening any.
        const existing = await channels.listByUser(user.id);
        if (existing.some((channel) => channel.type === 'email' && channel.targetMasked === parsed.masked)) {
          throw invalidRequest('target: this account already has an e-mail channel to this address');
        }
        if (!confirmedAddress) await deps.rateLimiter.hit(RATE_LIMITS.channelConfirmation, user.id);
      }
      const token = isEmail && !confirmedAddress ? newSecretToken('chconf') : null;
      const channel: Channel = {
        id: newId('ch', now),
        userId: user.id,
        type,
        name: input.name?.trim() || kind.label,
        targetSealed: deps.secretBox.seal(parsed.target),
        targetMasked: parsed.masked,
        monitorIds,
        tags,
        digest,
        template,
        events: readEvents(input.events),
        confirmed: !isEmail || confirmedAddress,
        createdAt: now,
        updatedAt: now,
      };
      const tokenHash = token === null ? null : hashToken(token);
      await insertWithinDestinationLimit(deps.rules, user, (limit) => channels.insertWithinLimit(channel, tokenHash, limit));
      if (token !== null) await mailConfirmation(channel, parsed.target, token, user.email);
      return channel;
    },

    list(userId: string): Promise<Channel[]> {
      return channels.listByUser(userId);
    },

    async delete(userId: string, channelId: string): Promise<void> {
      if (!(await channels.delete(userId, channelId))) throw notFound('channel');
    },

    /** Opens a confirmation link: the channel starts receiving events. */
    async confirm(token: string): Promise<Channel> {
      const now = clock.now();
      const channel = await channels.confirmByTokenHash(hashToken(token), now);
      if (!channel) throw invalidRequest('this confirmation link is unknown or was already used; the channel owner can ask for a new one');
      const owner = await deps.users.findById(channel.userId);
      if (owner !== undefined && owner.email === deps.secretBox.open(channel.targetSealed)) await deps.users.markEmailConfirmed(owner.id, now);
      return channel;
    },

    /** A new link replaces the previous one. */
    async resendConfirmation(user: { id: string; email: string }, channelId: string): Promise<void> {
      const channel = await requireOwnedDestination(channels, 'channel', user.id, channelId);
      if (channel.confirmed) throw invalidRequest('this channel is already confirmed');
      await deps.rateLimiter.hit(RATE_LIMITS.channelConfirmation, user.id);
      const token = newSecretToken('chconf');
      await channels.replaceConfirmToken(channel.id, hashToken(token), clock.now());
      await mailConfirmation(channel, deps.secretBox.open(channel.targetSealed), token, user.email);
    },
  };
}

export type ChannelService = ReturnType<typeof createChannelService>;
