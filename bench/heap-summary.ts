import fs from 'node:fs';

/**
 * What a V8 heap snapshot (.heapsnapshot, as `node --heapsnapshot-signal` or
 * v8.writeHeapSnapshot writes it) holds, for issue #45's memory work: self size by node type and
 * by constructor, the largest strings, and the objects that retain the most (their retained size
 * from the dominator tree, with the chain of objects that hold them, so a cache or a module shows
 * as the owner of what it keeps). `npx tsx bench/heap-summary.ts FILE.heapsnapshot [rows]`.
 */
interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] }; node_count: number };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const [file, rowsArgument] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/heap-summary.ts FILE.heapsnapshot [rows]');
const ROWS = Number(rowsArgument ?? 25);
const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
const { meta } = data.snapshot;
const NODE_FIELDS = meta.node_fields.length;
const EDGE_FIELDS = meta.edge_fields.length;
const [TYPE, NAME, , SELF_SIZE, EDGE_COUNT] = ['type', 'name', 'id', 'self_size', 'edge_count'].map((field) => meta.node_fields.indexOf(field)) as [number, number, number, number, number];
const [EDGE_TYPE, EDGE_NAME, EDGE_TO] = ['type', 'name_or_index', 'to_node'].map((field) => meta.edge_fields.indexOf(field)) as [number, number, number];
const nodeTypes = meta.node_types[0];
const edgeTypes = meta.edge_types[0];
const WEAK = edgeTypes.indexOf('weak');
const SHORTCUT = edgeTypes.indexOf('shortcut');
const count = data.nodes.length / NODE_FIELDS;
const { nodes, edges, strings } = data;

const typeOf = (node: number) => nodeTypes[nodes[node * NODE_FIELDS + TYPE]!]!;
const nameOf = (node: number) => strings[nodes[node * NODE_FIELDS + NAME]!]!;
const selfOf = (node: number) => nodes[node * NODE_FIELDS + SELF_SIZE]!;
const mib = (bytes: number) => (bytes / 1048576).toFixed(1);

// Each node's first edge.
const firstEdge = new Uint32Array(count + 1);
for (let node = 0; node < count; node += 1) firstEdge[node + 1] = firstEdge[node]! + nodes[node * NODE_FIELDS + EDGE_COUNT]!;
const strong = (edge: number) => edges[edge * EDGE_FIELDS + EDGE_TYPE] !== WEAK && edges[edge * EDGE_FIELDS + EDGE_TYPE] !== SHORTCUT;
const target = (edge: number) => edges[edge * EDGE_FIELDS + EDGE_TO]! / NODE_FIELDS;
const edgeName = (edge: number) => {
  const name = edges[edge * EDGE_FIELDS + EDGE_NAME]!;
  const type = edgeTypes[edges[edge * EDGE_FIELDS + EDGE_TYPE]!];
  return type === 'element' || type === 'hidden' ? `[${name}]` : strings[name]!;
};

let total = 0;
const byType = new Map<string, number>();
const byName = new Map<string, { bytes: number; count: number }>();
for (let node = 0; node < count; node += 1) {
  const self = selfOf(node);
  total += self;
  const type = typeOf(node);
  byType.set(type, (byType.get(type) ?? 0) + self);
  const key = type === 'object' || type === 'closure' || type === 'native' || type === 'hidden' || type === 'array' || type === 'code' ? `${type} ${nameOf(node).slice(0, 80)}` : type;
  const entry = byName.get(key) ?? { bytes: 0, count: 0 };
  entry.bytes += self;
  entry.count += 1;
  byName.set(key, entry);
}

console.log(`${file}: ${count} nodes, ${mib(total)} MiB of self size\n\nby type:`);
for (const [type, bytes] of [...byType].sort((a, b) => b[1] - a[1])) console.log(`  ${mib(bytes).padStart(7)} MiB  ${type}`);
console.log('\nby constructor (self size):');
for (const [name, { bytes, count: many }] of [...byName].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, ROWS)) console.log(`  ${mib(bytes).padStart(7)} MiB  ${String(many).padStart(7)}×  ${name}`);

// Dominators (Cooper, Harvey and Kennedy's iterative algorithm over a reverse postorder of the strong edges).
const order = new Int32Array(count).fill(-1); // node → postorder index
const postorder = new Uint32Array(count);
let visited = 0;
{
  const stack = new Uint32Array(count);
  const nextEdge = new Uint32Array(count);
  const seen = new Uint8Array(count);
  let top = 0;
  stack[0] = 0;
  seen[0] = 1;
  nextEdge[0] = firstEdge[0]!;
  while (top >= 0) {
    const node = stack[top]!;
    let pushed = false;
    while (nextEdge[node]! < firstEdge[node + 1]!) {
      const edge = nextEdge[node]!;
      nextEdge[node] = edge + 1;
      if (!strong(edge)) continue;
      const to = target(edge);
      if (seen[to]) continue;
      seen[to] = 1;
      nextEdge[to] = firstEdge[to]!;
      stack[++top] = to;
      pushed = true;
      break;
    }
    if (!pushed) {
      order[node] = visited;
      postorder[visited++] = node;
      top -= 1;
    }
  }
}
// Predecessors of the reachable nodes.
const predecessorCount = new Uint32Array(count + 1);
for (let node = 0; node < count; node += 1) {
  if (order[node]! < 0) continue;
  for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += 1) if (strong(edge)) predecessorCount[target(edge) + 1]! += 1;
}
for (let node = 0; node < count; node += 1) predecessorCount[node + 1]! += predecessorCount[node]!;
const predecessors = new Uint32Array(predecessorCount[count]!);
const filled = predecessorCount.slice(0, count);
for (let node = 0; node < count; node += 1) {
  if (order[node]! < 0) continue;
  for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += 1) if (strong(edge)) predecessors[filled[target(edge)]!++] = node;
}
const dominator = new Int32Array(count).fill(-1);
dominator[0] = 0;
const intersect = (a: number, b: number) => {
  while (a !== b) {
    while (order[a]! < order[b]!) a = dominator[a]!;
    while (order[b]! < order[a]!) b = dominator[b]!;
  }
  return a;
};
for (let changed = true; changed; ) {
  changed = false;
  for (let index = visited - 2; index >= 0; index -= 1) {
    const node = postorder[index]!;
    let chosen = -1;
    for (let at = predecessorCount[node]!; at < predecessorCount[node + 1]!; at += 1) {
      const from = predecessors[at]!;
      if (dominator[from] === -1) continue;
      chosen = chosen === -1 ? from : intersect(from, chosen);
    }
    if (chosen !== -1 && dominator[node] !== chosen) {
      dominator[node] = chosen;
      changed = true;
    }
  }
}
const retained = new Float64Array(count);
for (let index = 0; index < visited; index += 1) {
  const node = postorder[index]!;
  retained[node]! += selfOf(node);
  if (node !== 0) retained[dominator[node]!]! += retained[node]!;
}

/** How `node` is held: the edge from its dominator that leads to it, when there is one. */
function heldAs(node: number): string {
  const holder = dominator[node]!;
  for (let edge = firstEdge[holder]!; edge < firstEdge[holder + 1]!; edge += 1) if (target(edge) === node) return edgeName(edge);
  return '…';
}
const label = (node: number) => `${typeOf(node)} ${nameOf(node).slice(0, 60).replace(/\s+/g, ' ')}`;
function chainOf(node: number): string {
  const links: string[] = [];
  for (let at = node; at !== 0 && links.length < 8; at = dominator[at]!) links.push(`${label(at)} (.${heldAs(at)})`);
  return links.join(' ← ');
}

// The biggest retainers that are not just a step of a bigger one's chain: skip a node that
// retains nearly all of its dominator's size (it says nothing its holder does not).
console.log('\nlargest retained sizes (with what holds them, nearest first):');
const candidates = [...Array(count).keys()]
  .filter((node) => order[node]! >= 0 && node !== 0 && typeOf(node) !== 'synthetic' && retained[node]! > 256 * 1024)
  .filter((node) => retained[node]! < 0.9 * retained[dominator[node]!]! || dominator[node] === 0 || typeOf(dominator[node]!) === 'synthetic')
  .sort((a, b) => retained[b]! - retained[a]!)
  .slice(0, ROWS * 2);
for (const node of candidates) console.log(`  ${mib(retained[node]!).padStart(7)} MiB  ${chainOf(node)}`);

console.log('\nlargest strings:');
const stringTypes = new Set(['string', 'concatenated string', 'sliced string']);
const big = [...Array(count).keys()].filter((node) => stringTypes.has(typeOf(node)) && selfOf(node) > 16 * 1024).sort((a, b) => selfOf(b) - selfOf(a));
for (const node of big.slice(0, ROWS)) console.log(`  ${(selfOf(node) / 1024).toFixed(0).padStart(7)} KiB  ${JSON.stringify(nameOf(node).slice(0, 100))}`);
