// The tree as the page shows it, computed from GET /files without React: the visible rows of a
// virtualized list (the expanded nodes' children, one row each), where each node sits, what a
// folder holds, where a node may move, and an answer merged into the previous one so that nodes
// that did not change keep their identity (their memoized rows do not render again while the
// page polls).
import type { MaterialNode } from './api';

/** One line of the tree: a node, or the hint inside an expanded empty section or folder. */
export type TreeRow =
  | {
      type: 'node';
      node: MaterialNode;
      /** 1 for sections. */
      depth: number;
      parentId: string | null;
      /** Its place among its siblings (1-based) and their number, for screen readers. */
      position: number;
      siblings: number;
      expanded: boolean;
    }
  | { type: 'empty'; parent: MaterialNode; depth: number };

export const isContainer = (node: Pick<MaterialNode, 'kind'>): boolean => node.kind !== 'file';

/** The rows to show: every section, and the children of each expanded section or folder. */
export function visibleRows(
  tree: readonly MaterialNode[],
  isExpanded: (node: MaterialNode) => boolean,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly MaterialNode[], depth: number, parentId: string | null) => {
    nodes.forEach((node, index) => {
      const open = isContainer(node) && isExpanded(node);
      rows.push({
        type: 'node',
        node,
        depth,
        parentId,
        position: index + 1,
        siblings: nodes.length,
        expanded: open,
      });
      if (!open) return;
      if (node.children.length === 0) rows.push({ type: 'empty', parent: node, depth: depth + 1 });
      else walk(node.children, depth + 1, node._id);
    });
  };
  walk(tree, 1, null);
  return rows;
}

export const rowKey = (row: TreeRow): string =>
  row.type === 'node' ? row.node._id : `${row.parent._id}:empty`;

export interface NodePlace {
  node: MaterialNode;
  parent: MaterialNode | null;
  depth: number;
}

/** Every node by id, with its parent and depth. */
export function indexTree(tree: readonly MaterialNode[]): Map<string, NodePlace> {
  const index = new Map<string, NodePlace>();
  const walk = (nodes: readonly MaterialNode[], parent: MaterialNode | null, depth: number) => {
    for (const node of nodes) {
      index.set(node._id, { node, parent, depth });
      walk(node.children, node, depth + 1);
    }
  };
  walk(tree, null, 1);
  return index;
}

/** The ids from the section down to the node (the node included). */
export function pathTo(index: ReadonlyMap<string, NodePlace>, id: string): string[] {
  const path: string[] = [];
  for (let place = index.get(id); place; place = place.parent ? index.get(place.parent._id) : undefined)
    path.unshift(place.node._id);
  return path;
}

/** What a section or folder holds, at any depth. */
export function contentsOf(node: MaterialNode): { folders: number; files: number } {
  let folders = 0;
  let files = 0;
  const walk = (nodes: readonly MaterialNode[]) => {
    for (const child of nodes) {
      if (child.kind === 'file') files += 1;
      else folders += 1;
      walk(child.children);
    }
  };
  walk(node.children);
  return { folders, files };
}

/** The height of the tree below a node (0 for a file or an empty folder). */
function heightOf(node: MaterialNode): number {
  let height = 0;
  for (const child of node.children) height = Math.max(height, 1 + heightOf(child));
  return height;
}

/** A place a node may move to, as the move dialog lists them (tree order). */
export interface MoveTarget {
  node: MaterialNode;
  depth: number;
  /** Why it cannot be chosen, if it cannot. */
  blocked: 'self' | 'inside' | 'current' | 'depth' | null;
}

/**
 * Every section and folder, in tree order, marked when the node cannot go there: itself or
 * anything inside it (no cycles), its current parent (nothing would change), or too deep (the
 * node and what it holds would pass the depth limit).
 */
export function moveTargets(
  tree: readonly MaterialNode[],
  moving: MaterialNode,
  currentParentId: string | null,
  maxDepth: number,
): MoveTarget[] {
  const targets: MoveTarget[] = [];
  const below = heightOf(moving);
  const walk = (nodes: readonly MaterialNode[], depth: number, inside: boolean) => {
    for (const node of nodes) {
      if (!isContainer(node)) continue;
      const self = node._id === moving._id;
      const blocked: MoveTarget['blocked'] = self
        ? 'self'
        : inside
          ? 'inside'
          : node._id === currentParentId
            ? 'current'
            : depth + 1 + below > maxDepth
              ? 'depth'
              : null;
      targets.push({ node, depth, blocked });
      walk(node.children, depth + 1, inside || self);
    }
  };
  walk(tree, 1, false);
  return targets;
}

/** True while a file is waiting for or going through text extraction (the page keeps polling). */
export function hasPendingExtraction(tree: readonly MaterialNode[]): boolean {
  const walk = (nodes: readonly MaterialNode[]): boolean =>
    nodes.some((node) => node.status === 'queued' || node.status === 'processing' || walk(node.children));
  return walk(tree);
}

/** Number of nodes in the tree. */
export function countNodes(tree: readonly MaterialNode[]): number {
  let n = 0;
  const walk = (nodes: readonly MaterialNode[]) => {
    for (const node of nodes) {
      n += 1;
      walk(node.children);
    }
  };
  walk(tree);
  return n;
}

function sameFields(a: MaterialNode, b: MaterialNode): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (key === 'children') continue;
    const x = (a as unknown as Record<string, unknown>)[key];
    const y = (b as unknown as Record<string, unknown>)[key];
    if (x === y) continue;
    // The only object field besides children is `failure` ({en, ar}).
    if (x && y && typeof x === 'object' && typeof y === 'object') {
      if (JSON.stringify(x) !== JSON.stringify(y)) return false;
      continue;
    }
    return false;
  }
  return true;
}

/**
 * `next` with every node that did not change (its fields and everything inside it) replaced by
 * the same object in `previous`; answers `previous` itself when nothing changed.
 */
export function mergeTree(
  previous: readonly MaterialNode[],
  next: readonly MaterialNode[],
): readonly MaterialNode[] {
  const before = new Map<string, MaterialNode>();
  const collect = (nodes: readonly MaterialNode[]) => {
    for (const node of nodes) {
      before.set(node._id, node);
      collect(node.children);
    }
  };
  collect(previous);
  const merge = (
    nodes: readonly MaterialNode[],
    old: readonly MaterialNode[] | null,
  ): readonly MaterialNode[] => {
    let same = old !== null && old.length === nodes.length;
    const merged = nodes.map((node, i): MaterialNode => {
      const prior = before.get(node._id);
      const children = merge(node.children, prior ? prior.children : null);
      const kept: MaterialNode =
        prior && children === prior.children && sameFields(prior, node)
          ? prior
          : children === node.children
            ? node
            : { ...node, children: children as MaterialNode[] };
      if (old?.[i] !== kept) same = false;
      return kept;
    });
    return same && old ? old : merged;
  };
  return merge(next, previous);
}
