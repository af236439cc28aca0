import { BlockList, isIP } from 'node:net';

/** Why an address may not be contacted; null means a public unicast address. */
export type ForbiddenKind =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unspecified'
  | 'shared (CGNAT)'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'benchmarking'
  | 'documentation'
  | 'invalid';

type RangeTable = ReadonlyArray<readonly [network: string, prefix: number, kind: ForbiddenKind]>;

// Order matters: the first matching range names the kind, so the narrow
// broadcast address comes before the 240/4 block that contains it.
const IPV4_RANGES: RangeTable = [
  ['255.255.255.255', 32, 'broadcast'],
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (CGNAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.31.196.0', 24, 'reserved'],
  ['192.52.193.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['192.175.48.0', 24, 'reserved'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const IPV6_RANGES: RangeTable = [
  ['::1', 128, 'loopback'],
  ['::', 128, 'unspecified'],
  // IPv4-compatible addresses are deprecated and never routed publicly.
  ['::', 96, 'reserved'],
  ['64:ff9b:1::', 48, 'reserved'],
  ['100::', 64, 'reserved'],
  ['2001::', 32, 'reserved'],
  ['2001:2::', 48, 'benchmarking'],
  ['2001:10::', 28, 'reserved'],
  ['2001:20::', 28, 'reserved'],
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
  ['5f00::', 16, 'reserved'],
  ['fc00::', 7, 'private'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'private'],
  ['ff00::', 8, 'multicast'],
];

function buildLists(table: RangeTable, family: 'ipv4' | 'ipv6'): Array<[BlockList, ForbiddenKind]> {
  return table.map(([network, prefix, kind]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return [list, kind];
  });
}

const IPV4_LISTS = buildLists(IPV4_RANGES, 'ipv4');
const IPV6_LISTS = buildLists(IPV6_RANGES, 'ipv6');

const GLOBAL_UNICAST_V6 = new BlockList();
GLOBAL_UNICAST_V6.addSubnet('2000::', 3, 'ipv6');

function findKind(lists: Array<[BlockList, ForbiddenKind]>, ip: string, family: 'ipv4' | 'ipv6'): ForbiddenKind | null {
  for (const [list, kind] of lists) {
    if (list.check(ip, family)) return kind;
  }
  return null;
}

/** Expands an IPv6 address into its eight 16-bit groups. */
function expandIpv6(ip: string): number[] {
  let text = ip;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const bytes = tail.split('.').map(Number);
    const hi = ((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0);
    const lo = ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
    text = `${text.slice(0, lastColon + 1)}${hi.toString(16)}:${lo.toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  const zeros: string[] = rest === undefined ? [] : new Array<string>(missing).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
}

function formatIpv4(hi: number, lo: number): string {
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
}

/**
 * The IPv4 address that an IPv6 address carries and that a connection to it
 * would reach: IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) and 6to4
 * (2002::/16). Null when the address embeds none.
 */
function extractEmbeddedIpv4(ip: string): string | null {
  const groups = expandIpv6(ip);
  const g = (index: number): number => groups[index] ?? 0;
  const firstFiveZero = [0, 1, 2, 3, 4].every((index) => g(index) === 0);
  if (firstFiveZero && g(5) === 0xffff) return formatIpv4(g(6), g(7));
  if (g(0) === 0x64 && g(1) === 0xff9b && [2, 3, 4, 5].every((index) => g(index) === 0)) {
    return formatIpv4(g(6), g(7));
  }
  if (g(0) === 0x2002) return formatIpv4(g(1), g(2));
  return null;
}

/** Names why an IP address must not be contacted, or null when it is public. */
export function classifyAddress(ip: string): ForbiddenKind | null {
  const address = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  // A zone index only appears on link-scoped addresses.
  if (address.includes('%')) return 'link-local';
  const family = isIP(address);
  if (family === 4) return findKind(IPV4_LISTS, address, 'ipv4');
  if (family !== 6) return 'invalid';
  const embedded = extractEmbeddedIpv4(address);
  if (embedded !== null) return findKind(IPV4_LISTS, embedded, 'ipv4');
  const kind = findKind(IPV6_LISTS, address, 'ipv6');
  if (kind !== null) return kind;
  return GLOBAL_UNICAST_V6.check(address, 'ipv6') ? null : 'reserved';
}
