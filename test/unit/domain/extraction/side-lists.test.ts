import { describe, expect, it } from 'vitest';
import { extractObservation } from '../../../../src/domain/extraction/extract-observation.js';

const subject =
  '<h1>Opening hours</h1><table><tr><td>Monday to Friday</td><td>9–18</td></tr><tr><td>Saturday</td><td>10–14</td></tr></table>' +
  '<p>The reading room is open to everyone; a library card lets you borrow up to thirty items at a time for four weeks.</p>';
const box = (tag: string, heading: string, entries: readonly string[]): string =>
  `<${tag} class="box"><${heading}>What is on</${heading}><ul>${entries.map((entry) => `<li>${entry}</li>`).join('')}</ul></${tag}>`;
const entries = ['Story time for children', 'Book club: Tove Jansson', 'Digital help for seniors'];
const sideListsOf = (main: string) => extractObservation(`<html><body><main>${main}</main></body></html>`).sideLists;

describe('side lists: a box of entries under its own heading beside the page subject', () => {
  it.each([
    ['a section after the page subject', subject + box('section', 'h2', entries)],
    ['a div headed by an h3', subject + box('div', 'h3', entries)],
  ])('%s is a side list', (_name, main) => {
    expect(sideListsOf(main)).toEqual([entries]);
  });

  it.each([
    // A news index: its listing stands under the page title, directly in the page block.
    ['a list under the page title', `<h1>Latest news</h1><ul>${entries.map((entry) => `<li>${entry}</li>`).join('')}</ul>`],
    ['a list headed in the page block itself', `${subject}<h2>What is on</h2><ul>${entries.map((entry) => `<li>${entry}</li>`).join('')}</ul>`],
    // A news front whose sections each list stories: the lists are most of the page.
    ['lists that are most of the page', `<h1>News</h1>${box('section', 'h2', entries)}${box('section', 'h2', ['Council budget passed', 'New tram line opens', 'Bridge repairs start'])}`],
    ['a list with something between it and its heading', `${subject}<section><h2>What is on</h2><p>Free entry.</p><ul>${entries.map((entry) => `<li>${entry}</li>`).join('')}</ul></section>`],
  ])('%s is no side list', (_name, main) => {
    expect(sideListsOf(main)).toBeUndefined();
  });
});
