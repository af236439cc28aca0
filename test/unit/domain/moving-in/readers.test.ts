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

  it('reads url and navigate jobs as url-mode monitors, with a css filter as the region, grepi as ignored lines and a jq path as the JSON expression', () => {
    expect(plan.monitors.map((monitor) => [monitor.item, monitor.draft])).toEqual([
      [
        'job 1 (Kettle price)',
        { mode: 'url', name: 'Kettle price', url: 'https://shop.example.com/products/kettle', selectors: { region: ['.product-price'] }, filters: { ignore: ['/^Only \\d+ left/'] } },
      ],
      ['job 2 (Release notes)', { mode: 'url', name: 'Release notes', url: 'https://example.com/changelog' }],
      ['job 3 (Stock API)', { mode: 'url', name: 'Stock API', url: 'https://shop.example.com/api/products/kettle.json', jsonExpression: 'offers[0].price' }],
      ['job 5 (Status page)', { mode: 'url', name: 'Status page', url: 'https://status.example.com/' }],
    ]);
  });

  it('needs no word for filters it carries over or whose work the reading does', () => {
    expect(plan.monitors[0]!.notes).toEqual([]);
    expect(plan.monitors[1]!.notes).toEqual([]);
    expect(plan.monitors[3]!.notes[0]).toMatch(/used a browser in urlwatch/);
  });

  const draftOf = (filter: string) => {
    const [monitor] = planOf('urlwatch', `url: https://example.com/\nfilter:\n${filter}`).monitors;
    return { selectors: monitor!.draft.selectors, filters: monitor!.draft.filters, notes: monitor!.notes };
  };

  it.each([
    ['css, short form', '  - css: ul#groceries > li.unchecked', { region: ['ul#groceries > li.unchecked'] }],
    ['css with exclude', '  - css:\n      selector: body\n      exclude: a', { region: ['body'], remove: ['a'] }],
    ['css with method html', '  - css: {selector: main, method: html}', { region: ['main'] }],
    ['xpath, short form', '  - xpath: /html/body/marquee', { region: ['/html/body/marquee'] }],
    ['xpath in parentheses', "  - xpath: '(//h1//a)[1]'", { region: ['(//h1//a)[1]'] }],
    ['xpath with exclude', '  - xpath: {path: //main, exclude: //aside}', { region: ['//main'], remove: ['//aside'] }],
    ['element-by-id', '  - element-by-id: something', { region: ['[id="something"]'] }],
    ['element-by-id, map form', '  - element-by-id: {id: \'say "hi"\'}', { region: ['[id="say \\"hi\\""]'] }],
    ['element-by-class, the whole attribute', '  - element-by-class: price big', { region: ['[class="price big"]'] }],
    ['element-by-style', "  - element-by-style: 'color: red'", { region: ['[style="color: red"]'] }],
    ['element-by-tag', '  - element-by-tag: body', { region: ['body'] }],
    ['the legacy string form', ' css:.price,html2text', { region: ['.price'] }],
  ])('carries %s over as selectors, with no note', (_, filter, selectors) => {
    expect(draftOf(filter)).toEqual({ selectors, filters: undefined, notes: [] });
  });

  it('carries grepi over as ignored lines, in its short and its map form, and leaves out what RE2 does not read', () => {
    expect(draftOf("  - grepi: 'Updated \\d+ minutes ago'\n  - grepi: {re: '^Ad$'}\n  - grepi: 'a(?=b)'")).toEqual({
      selectors: undefined,
      filters: { ignore: ['/Updated \\d+ minutes ago/', '/^Ad$/'] },
      notes: ['filter grepi: a(?=b) was left out: it is not a regular expression read here'],
    });
  });

  it.each([
    ['  - grep: Current.*version', 'filter grep: Current.*version was left out: filters here drop the lines that match, they do not keep only those'],
    ['  - css: {selector: item > title, method: xml}', 'filter css: item > title was left out: method xml is not supported here (pages are read as HTML), so the whole page is watched'],
    [
      "  - xpath:\n      path: '//item/media:keywords/text()'\n      method: xml\n      namespaces:\n        media: http://search.yahoo.com/mrss/",
      'filter xpath: //item/media:keywords/text() was left out: method xml is not supported here (pages are read as HTML), so the whole page is watched',
    ],
    ["  - css: {selector: 'item > media|keywords', namespaces: {media: 'http://search.yahoo.com/mrss/'}}", 'filter css: item > media|keywords was left out: XML namespaces are not supported here, so the whole page is watched'],
    ['  - xpath: body/div', 'filter xpath: body/div was left out: an XPath here starts with / or (, so the whole page is watched'],
    ['  - css: "div["', 'filter css: div[ was left out: it does not parse here, so the whole page is watched'],
    ['  - xpath: //div[', 'filter xpath: //div[ was left out: it does not parse here, so the whole page is watched'],
    ['  - element-by-tag: div.price', 'filter element-by-tag: div.price was left out: it is not a tag name, so the whole page is watched'],
    ['  - css: {exclude: a}', 'filter css was left out: it names nothing to pick, so the whole page is watched'],
    ['  - sort', 'filter sort is not supported here and was left out'],
    ['  - toString: x', 'filter toString: x is not supported here and was left out'],
    ["  - re.sub: '\\s+$'", 'filter re.sub: \\s+$ is not supported here and was left out'],
  ])('leaves out %s, saying why', (filter, note) => {
    expect(draftOf(filter)).toEqual({ selectors: undefined, filters: undefined, notes: [note] });
  });

  it('keeps the region of a css or xpath filter whose skip, maxitems, sort or exclude it cannot say, and says so', () => {
    expect(draftOf('  - css: {selector: div.cpu, skip: 1, maxitems: 2}')).toEqual({
      selectors: { region: ['div.cpu'] },
      filters: undefined,
      notes: ['filter css: div.cpu: skip, maxitems are not supported here and left out: every element it matches is watched'],
    });
    expect(draftOf('  - xpath: {path: //li, sort: true, maxitems: 0, exclude: .ad}')).toEqual({
      selectors: { region: ['//li'] },
      filters: undefined,
      notes: ['filter xpath: //li: exclude .ad was left out: an XPath here starts with / or (', 'filter xpath: //li: sort is not supported here and left out: every element it matches is watched'],
    });
  });

  it('takes the first filter that picks elements, and leaves out those that narrow it further', () => {
    expect(draftOf('  - element-by-id: content\n  - html2text\n  - css: .price\n  - grepi: ^Ad')).toEqual({
      selectors: { region: ['[id="content"]'] },
      filters: { ignore: ['/^Ad/'] },
      notes: ['filter css: .price was left out: it narrows what an earlier filter picked, which selectors here cannot say'],
    });
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
