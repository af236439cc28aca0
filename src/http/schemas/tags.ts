import { Type } from 'typebox';
import { MAX_TAGS, MAX_TAG_LENGTH } from '../../domain/monitors/tags.js';

const TAG_RULES =
  `At most ${MAX_TAGS} tags of at most ${MAX_TAG_LENGTH} characters: letters, digits, spaces and . _ : / -, starting with a letter or digit. ` +
  'Tags are kept trimmed and in lower case, repeats dropped ("Kitchen " and "kitchen" are one tag).';

const Tag = Type.String({ minLength: 1, maxLength: MAX_TAG_LENGTH * 2 });

/** `tags` of a monitor on create and update. */
export const MonitorTagsInput = Type.Array(Tag, {
  maxItems: MAX_TAGS * 2,
  description: `Labels for finding monitors (GET /v1/monitors?tag=) and for binding webhooks and channels to them. ${TAG_RULES} On update the list replaces the old one; [] removes every tag.`,
  examples: [['kitchen', 'black friday']],
});

export const MonitorTagsAnswer = Type.Array(Type.String(), { description: 'The monitor\'s tags, normalised; [] when none', examples: [['kitchen', 'black friday']] });

/** `tags` of a webhook or channel on creation. */
export const DestinationTagsInput = Type.Array(Tag, {
  minItems: 1,
  maxItems: MAX_TAGS * 2,
  description:
    'Binds this destination to the monitors carrying any of these tags, now or later: their events reach it. With monitorIds too, it takes the events of ' +
    `the monitors listed there as well as of the tagged ones. Leave both out for every monitor. ${TAG_RULES}`,
  examples: [['kitchen']],
});

export const DestinationTagsAnswer = Type.Union([Type.Array(Type.String()), Type.Null()], { description: 'The tags binding this destination; null: not bound by tag' });
