import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMPORT_FORMATS } from '../../../../src/domain/moving-in/import-formats.js';
import { jsonPathAsJsonata, type ImportPlan } from '../../../../src/domain/moving-in/import-plan.js';

const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/moving-in/${name}`, import.meta.url), 'utf8');

function planOf(format: keyof typeof IMPORT_FORMATS, content: string): ImportPlan {
  const reading = IMPORT_FORMATS[format](content);
  if (!reading.ok) throw new Error(reading.error);
  return reading.plan;
}

describe('urlwatch urls.yaml', () => {
  const plan = planOf('urlwatch', fixture('urls.yaml'));

  it('reads url and navigate jobs as url-mode monitors, with a jq path as the JSON expression', () => {
    expect(plan.monitors.map((monitor) => [monitor.item, monitor.draft])).toEqual([
      ['job 1 (Kettle price)', { mode: 'url', name: 'Kettle price', url: 'https://shop.example.com/products/kettle' }],
      ['job 2 (Release notes)', { mode: 'url', name: 'Release notes', url: 'https://example.com/changelog' }],
      ['job 3 (Stock API)', { mode: 'url', name: 'Stock API', url: 'https://shop.example.com/api/products/kettle.json', jsonExpression: 'offers[0].price' }],
      ['job 5 (Status page)', { mode: 'url', name: 'Status page', url: 'https://status.example.com/' }],
    ]);
  });

  it('says which filters were left out; text filters need no word', () => {
    expect(plan.monitors[0]!.notes).toEqual(['filter css: .product-price is not supported here and was left out: the whole page is watched']);
    expect(plan.monitors[1]!.notes).toEqual([]);
    expect(plan.monitors[3]!.notes[0]).toMatch(/used a browser in urlwatch/);
  });

  it('refuses command jobs and URLs that are not http(s), naming each', () => {
    expect(plan.refused).toEqual([
      { item: 'job 4 (Disk usage)', reason: 'command jobs run a shell command, which this service does not do' },
      { item: 'job 6', reason: 'url ftp://files.example.com/list.txt is not an http(s) URL' },
    ]);
  });

  it('refuses YAML that does not parse as a whole', () => {
    expect(IMPORT_FORMATS.urlwatch('url: [unclosed')).toMatchObject({ ok: false, error: expect.stringMatching(/^content is not valid YAML/) });
  });
});

describe('changedetection.io backup', () => {
  const plan = planOf('changedetection', fixture('url-watches.json'));

  it('reads watches with their interval (own or the default), tags by title and paused state', () => {
    expect(plan.monitors.map((monitor) => [monitor.sourceId, monitor.draft, monitor.paused])).toEqual([
      [
        '0b5e1a2c-3d4f-4a6b-8c9d-0e1f2a3b4c5d',
        { mode: 'url', name: 'Kettle', url: 'https://shop.example.com/products/kettle', checkIntervalSeconds: 300, tags: ['Kitchen'], selectors: { region: ['#price'] }, filters: { ignore: ['Only \\d+ left'] } },
        false,
      ],
      ['1c6f2b3d-4e5a-4b7c-9d0e-1f2a3b4c5d6e', { mode: 'url', name: 'example.com/changelog', url: 'https://example.com/changelog', checkIntervalSeconds: 10800, tags: ['Work'] }, true],
      [
        '2d7a3c4e-5f6b-4c8d-0e1f-2a3b4c5d6e7f',
        { mode: 'url', name: 'Stock API', url: 'https://shop.example.com/api/stock.json', checkIntervalSeconds: 86400, tags: ['Kitchen', 'api'], jsonExpression: 'items[0].stock' },
        false,
      ],
    ]);
    expect(plan.monitors[0]!.notes).toEqual([]);
    expect(plan.monitors[1]!.notes[0]).toMatch(/used a browser in changedetection.io/);
  });

  it('takes CSS and XPath filters as selectors and text filters as filters, leaving out and naming what does not parse', () => {
    const watch = {
      url: 'https://example.com/news',
      include_filters: ['xpath://main', 'div[', 'json:$.price'],
      subtractive_selectors: ['.ad', 'xpath1://aside'],
      ignore_text: ['/^updated/i', '/a(/'],
      trigger_text: ['Tickets on sale'],
    };
    const [monitor] = planOf('changedetection', JSON.stringify({ watching: { w1: watch } })).monitors;
    expect(monitor!.draft).toMatchObject({
      jsonExpression: 'price',
      selectors: { region: ['//main'], remove: ['.ad', '//aside'] },
      filters: { ignore: ['/^updated/i'], trigger: ['Tickets on sale'] },
    });
    expect(monitor!.notes).toEqual([
      'filter div[ is not supported here and was left out: the whole page is watched',
      'ignore_text entry /a(/ is not a regular expression read here and was left out',
    ]);
  });

  it('reads notification URLs of the app, of tags and of watches through Apprise, each bound to its scope', () => {
    expect(plan.destinations.map(({ kind, target, monitorIds, tags }) => ({ kind, target, monitorIds, tags }))).toEqual([
      { kind: 'channel', target: 'ntfys://127.0.0.1:9/cd-alerts-7f3a', monitorIds: undefined, tags: undefined },
      { kind: 'channel', target: 'discord://4174216298/JHMHI8qBe7bk2ZwO5U711o3dV_js', monitorIds: undefined, tags: ['Kitchen'] },
      { kind: 'webhook', target: 'https://127.0.0.1:9/hooks/kettle', monitorIds: ['0b5e1a2c-3d4f-4a6b-8c9d-0e1f2a3b4c5d'], tags: undefined },
    ]);
  });

  it('refuses an unsupported notification scheme and a watch that is no web page', () => {
    expect(plan.refused).toEqual([
      { item: 'watch 3e8b4d5f-6a7c-4d9e-1f2a-3b4c5d6e7f80 (Local file)', reason: 'url file:///etc/passwd is not an http(s) URL' },
      { item: 'notification URL of watch 1c6f2b3d-4e5a-4b7c-9d0e-1f2a3b4c5d6e', reason: expect.stringMatching(/^the Apprise scheme pover:\/\/ is not supported; supported: mailto:\/\//) },
    ]);
  });

  it('refuses JSON that is not a backup', () => {
    expect(IMPORT_FORMATS.changedetection('{"watches": []}')).toMatchObject({ ok: false, error: expect.stringMatching(/no "watching" object/) });
  });
});

describe('Distill export', () => {
  const plan = planOf('distill', fixture('distill-export.json'));

  it('reads monitors with their interval from the embedded schedule, and tags', () => {
    expect(plan.monitors.map((monitor) => monitor.draft)).toEqual([
      { mode: 'url', name: 'Kettle price', url: 'https://shop.example.com/products/kettle', checkIntervalSeconds: 1800, tags: ['kitchen'] },
      { mode: 'url', name: 'Blog', url: 'https://example.com/blog', checkIntervalSeconds: 86400 },
    ]);
    expect(plan.monitors[0]!.notes).toEqual(['1 selection of page parts was left out: not supported here, so the whole page is watched']);
    expect(plan.refused).toEqual([{ item: 'monitor 3 (Extension page)', reason: 'uri chrome-extension://abc/options.html is not an http(s) URL' }]);
  });
});

describe('plain list of URLs', () => {
  it('takes one URL a line, skips blanks and comments, refuses the rest by line', () => {
    const plan = planOf('urls', fixture('urls.txt'));
    expect(plan.monitors.map((monitor) => monitor.draft)).toEqual([
      { mode: 'url', name: 'example.com/pricing', url: 'https://example.com/pricing' },
      { mode: 'url', name: 'example.com/careers', url: 'https://example.com/careers' },
    ]);
    expect(plan.refused).toEqual([{ item: 'line 5', reason: 'example.com/no-scheme is not an http(s) URL' }]);
  });
});

describe('JSON paths as JSONata', () => {
  it.each([
    ['$.offers[0].price', 'offers[0].price'],
    ['.price', 'price'],
    ['$.a.b.c', 'a.b.c'],
    ['$..price', null],
    ['.items[] | .price', null],
    ["$['odd key']", null],
  ])('%s → %s', (path, expression) => {
    expect(jsonPathAsJsonata(path)).toBe(expression);
  });
});
