import { describe, expect, it } from 'vitest';
import { coversMonitor } from '../../../../src/domain/destinations/destination-scope.js';

const kettle = { id: 'mon-kettle', tags: ['kitchen', 'sale'] };

describe('coversMonitor', () => {
  it.each([
    ['unbound: every monitor', { monitorIds: null, tags: null }, kettle, true],
    ['unbound: an event about no monitor', { monitorIds: null, tags: null }, undefined, true],
    ['by id', { monitorIds: ['mon-kettle'], tags: null }, kettle, true],
    ['by another id', { monitorIds: ['mon-drill'], tags: null }, kettle, false],
    ['by one of its tags', { monitorIds: null, tags: ['garage', 'sale'] }, kettle, true],
    ['by tags it does not carry', { monitorIds: null, tags: ['garage'] }, kettle, false],
    ['ids and tags: the tag matches', { monitorIds: ['mon-drill'], tags: ['kitchen'] }, kettle, true],
    ['ids and tags: the id matches', { monitorIds: ['mon-kettle'], tags: ['garage'] }, kettle, true],
    ['ids and tags: neither', { monitorIds: ['mon-drill'], tags: ['garage'] }, kettle, false],
    ['bound: an event about no monitor', { monitorIds: null, tags: ['kitchen'] }, undefined, false],
    ['bound by tag: an untagged monitor', { monitorIds: null, tags: ['kitchen'] }, { id: 'mon-x', tags: [] }, false],
  ])('%s', (_name, scope, monitor, expected) => expect(coversMonitor(scope, monitor)).toBe(expected));
});
