import { Type } from 'typebox';
import { MASKED_SECRET, STEP_ACTIONS, STEP_LIMITS } from '../../domain/monitors/browser-steps.js';
import { PROXY_SCHEMES } from '../../domain/monitors/monitor-proxy.js';
import { Nullable } from './common.js';

const STEPS_DESCRIPTION =
  'Browser actions run, in order, after the page loads and before it is read (a cookie wall, a login); a monitor with steps is always read in the browser. ' +
  '`click` (by `selector`, or the button, link or text reading `text`), `type` (`value` into `selector`), `select` (the option `value` of `selector`), ' +
  '`wait_for` (`selector` or `text` to appear), `wait` (`ms`). ' +
  `At most ${STEP_LIMITS.maxSteps} steps, the waits at most ${STEP_LIMITS.maxTotalWaitMs} ms together, each other step waits at most ${STEP_LIMITS.stepTimeoutMs} ms for its element. ` +
  `A \`value\` with \`secret: true\` is sealed at rest and answered as \`"${MASKED_SECRET}"\`; sent back as \`"${MASKED_SECRET}"\` in an update, it keeps the secret stored for the step at the same position. ` +
  'A step that fails is a check error naming it, e.g. `step 2 (click \'Accept\'): no element matched`. See docs/steps.md.';

const PROXY_DESCRIPTION =
  `An \`${PROXY_SCHEMES.join('`, `')}\` proxy URL, credentials allowed, used by the plain fetch and the browser alike; sealed at rest. ` +
  `Answered with its password masked (\`http://user:${MASKED_SECRET}@host:port\`; a user name without a password is masked whole). ` +
  'In an update, null removes it and the masked URL sent back keeps it. The address guard still checks every page address; ' +
  'a proxy on a private or local network needs ALLOW_PRIVATE_NETWORKS=true. See docs/proxy.md.';

export const Step = Type.Object(
  {
    action: Type.Enum([...STEP_ACTIONS]),
    selector: Type.Optional(Type.String({ minLength: 1, maxLength: STEP_LIMITS.maxSelectorLength, description: 'CSS selector (Playwright syntax)' })),
    text: Type.Optional(Type.String({ minLength: 1, maxLength: STEP_LIMITS.maxTextLength, description: 'click: the button or link text; wait_for: text to appear' })),
    value: Type.Optional(Type.String({ maxLength: STEP_LIMITS.maxValueLength, description: 'type: what is typed; select: the option value or label' })),
    secret: Type.Optional(Type.Boolean({ description: `value is sealed and answered as "${MASKED_SECRET}"` })),
    ms: Type.Optional(Type.Integer({ minimum: 0, maximum: STEP_LIMITS.maxTotalWaitMs, description: 'wait: milliseconds' })),
  },
  { additionalProperties: false },
);

const STEPS_EXAMPLE = [
  { action: 'click', text: 'Accept all' },
  { action: 'type', selector: '#email', value: 'ada@example.com' },
  { action: 'type', selector: '#password', value: MASKED_SECRET, secret: true },
  { action: 'click', text: 'Sign in' },
  { action: 'wait_for', text: 'Member price' },
];

export const Steps = Type.Array(Step, { maxItems: STEP_LIMITS.maxSteps, description: STEPS_DESCRIPTION, examples: [STEPS_EXAMPLE] });

export const Proxy = Type.String({ minLength: 1, maxLength: 2048, description: PROXY_DESCRIPTION, examples: ['http://ada:s3cret@proxy.example.net:3128', 'socks5://127.0.0.1:9050'] });

/** As answered: secrets masked. */
export const AnsweredSteps = Type.Array(Step, { description: STEPS_DESCRIPTION, examples: [STEPS_EXAMPLE] });
export const AnsweredProxy = Nullable(Type.String({ description: PROXY_DESCRIPTION, examples: [`http://ada:${MASKED_SECRET}@proxy.example.net:3128`] }));

export const UpdateProxy = Type.Union([Proxy, Type.Null()], { description: PROXY_DESCRIPTION });
