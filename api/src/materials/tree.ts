/** Pure helpers over one student's nodes (as listed by the store, in any order). */
import type { MaterialNodeDoc } from '../store/materials.ts';

export type TreeLocale = 'en' | 'ar';

/**
 * The order of a folder's children: sections and folders by name, then files by name. Names compare
 * as the student's language sorts them, numbers as numbers ("Unit 2" before "Unit 10"); `_id` breaks
 * ties so the order is stable.
 */
export function nodeOrder(locale: TreeLocale): (a: MaterialNodeDoc, b: MaterialNodeDoc) => number {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const rank = (node: MaterialNodeDoc) => (node.kind === 'file' ? 1 : 0);
  return (a, b) =>
    rank(a) - rank(b) || collator.compare(a.name, b.name) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
}

/** The nodes of one student, indexed by id and by parent. */
export interface NodeIndex {
  byId: Map<string, MaterialNodeDoc>;
  /** Children of each section or folder (unordered). */
  children: Map<string, MaterialNodeDoc[]>;
  sections: MaterialNodeDoc[];
}

export function indexNodes(nodes: readonly MaterialNodeDoc[]): NodeIndex {
  const byId = new Map(nodes.map((node) => [node._id, node]));
  const children = new Map<string, MaterialNodeDoc[]>();
  const sections: MaterialNodeDoc[] = [];
  for (const node of nodes) {
    if (node.kind === 'section' || node.parentId === undefined) {
      if (node.kind === 'section') sections.push(node);
      continue;
    }
    const list = children.get(node.parentId);
    if (list) list.push(node);
    else children.set(node.parentId, [node]);
  }
  return { byId, children, sections };
}

/** The node and everything inside it, the node first (parents before their children). */
export function subtree(index: NodeIndex, root: MaterialNodeDoc): MaterialNodeDoc[] {
  const out: MaterialNodeDoc[] = [];
  const seen = new Set<string>();
  const stack = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (seen.has(node._id)) continue; // never loops, even over broken data
    seen.add(node._id);
    out.push(node);
    for (const child of index.children.get(node._id) ?? []) stack.push(child);
  }
  return out;
}

/** Level of a node: a section is 1, its children 2, ... */
export function depthOf(index: NodeIndex, node: MaterialNodeDoc): number {
  let depth = 1;
  let current = node;
  while (current.parentId !== undefined && depth <= index.byId.size) {
    const parent = index.byId.get(current.parentId);
    if (!parent) break;
    depth += 1;
    current = parent;
  }
  return depth;
}

/** Levels of folders a folder holds, itself included: 1 for a folder without folders. */
export function folderHeight(index: NodeIndex, folder: MaterialNodeDoc): number {
  let height = 0;
  const walk = (node: MaterialNodeDoc, level: number, seen: Set<string>) => {
    if (seen.has(node._id)) return;
    seen.add(node._id);
    height = Math.max(height, level);
    for (const child of index.children.get(node._id) ?? []) {
      if (child.kind !== 'file') walk(child, level + 1, seen);
    }
  };
  walk(folder, 1, new Set());
  return height;
}

/** Whether `node` is `ancestor` or inside it. */
export function isWithin(index: NodeIndex, node: MaterialNodeDoc, ancestor: MaterialNodeDoc): boolean {
  let current: MaterialNodeDoc | undefined = node;
  for (let steps = 0; current && steps <= index.byId.size; steps += 1) {
    if (current._id === ancestor._id) return true;
    current = current.parentId === undefined ? undefined : index.byId.get(current.parentId);
  }
  return false;
}
