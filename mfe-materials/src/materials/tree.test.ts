import type { MaterialNode } from './api';
import { checkFile, formatBytes, formatPercent, kindOf } from './files';
import { fileNameFrom } from './download';
import {
  contentsOf,
  countNodes,
  hasPendingExtraction,
  indexTree,
  mergeTree,
  moveTargets,
  pathTo,
  visibleRows,
} from './tree';

const AT = '2025-03-01T08:00:00.000Z';

function node(
  _id: string,
  kind: MaterialNode['kind'],
  children: MaterialNode[] = [],
  extra: Partial<MaterialNode> = {},
): MaterialNode {
  return {
    _id,
    name: _id,
    kind,
    color: kind === 'section' ? '#D2E4E2' : kind === 'folder' ? '#FEE7A6' : '#FFFFFF',
    parentId: null,
    createdAt: AT,
    updatedAt: AT,
    children,
    ...(kind === 'file'
      ? {
          url: `/files/${_id}/content`,
          mime: 'application/pdf',
          size: 10,
          pageCount: 1,
          status: 'ready' as const,
          progress: 100,
          failure: null,
        }
      : {}),
    ...extra,
  };
}

/** biology > [cells > [a.pdf, deep > []], b.pdf], maths > [] */
const sample = () => [
  node('biology', 'section', [
    node('cells', 'folder', [node('a.pdf', 'file'), node('deep', 'folder')]),
    node('b.pdf', 'file'),
  ]),
  node('maths', 'section'),
];

describe('visibleRows', () => {
  it('shows the open nodes’ children, with levels and places for screen readers', () => {
    const tree = sample();
    const open = new Set(['biology', 'cells', 'maths']);
    const rows = visibleRows(tree, (n) => open.has(n._id));
    expect(
      rows.map((r) => (r.type === 'node' ? `${r.node._id}@${r.depth}` : `empty:${r.parent._id}`)),
    ).toEqual(['biology@1', 'cells@2', 'a.pdf@3', 'deep@3', 'b.pdf@2', 'maths@1', 'empty:maths']);
    const cells = rows[1]!;
    expect(cells).toMatchObject({ position: 1, siblings: 2, expanded: true, parentId: 'biology' });
    const maths = rows[5]!;
    expect(maths).toMatchObject({ position: 2, siblings: 2, parentId: null });
  });

  it('hides what is inside a closed node', () => {
    const rows = visibleRows(sample(), (n) => n._id === 'biology');
    expect(rows.map((r) => (r.type === 'node' ? r.node._id : 'empty'))).toEqual([
      'biology',
      'cells',
      'b.pdf',
      'maths',
    ]);
  });
});

describe('tree helpers', () => {
  it('indexes nodes with parent and depth, and finds a node’s path', () => {
    const index = indexTree(sample());
    expect(index.get('a.pdf')).toMatchObject({ depth: 3 });
    expect(index.get('a.pdf')?.parent?._id).toBe('cells');
    expect(pathTo(index, 'a.pdf')).toEqual(['biology', 'cells', 'a.pdf']);
    expect(pathTo(index, 'nope')).toEqual([]);
  });

  it('counts what a folder holds at any depth', () => {
    const [biology] = sample();
    expect(contentsOf(biology!)).toEqual({ folders: 2, files: 2 });
    expect(countNodes(sample())).toBe(6);
  });

  it('knows when an extraction is under way', () => {
    expect(hasPendingExtraction(sample())).toBe(false);
    const tree = [
      node('s', 'section', [node('f', 'folder', [node('x', 'file', [], { status: 'processing' })])]),
    ];
    expect(hasPendingExtraction(tree)).toBe(true);
    expect(hasPendingExtraction([node('s', 'section', [node('q', 'file', [], { status: 'queued' })])])).toBe(
      true,
    );
    expect(hasPendingExtraction([node('s', 'section', [node('q', 'file', [], { status: 'failed' })])])).toBe(
      false,
    );
  });
});

describe('moveTargets', () => {
  it('lists sections and folders, never the node itself, what is inside it or its current place', () => {
    const tree = sample();
    const cells = tree[0]!.children[0]!;
    const targets = moveTargets(tree, cells, 'biology', 8);
    expect(targets.map((t) => [t.node._id, t.depth, t.blocked])).toEqual([
      ['biology', 1, 'current'],
      ['cells', 2, 'self'],
      ['deep', 3, 'inside'],
      ['maths', 1, null],
    ]);
  });

  it('refuses a place that would make the tree too deep', () => {
    const tree = sample();
    const cells = tree[0]!.children[0]!; // one level below it
    const file = tree[0]!.children[1]!;
    expect(moveTargets(tree, cells, 'biology', 3).find((t) => t.node._id === 'maths')?.blocked).toBe(null);
    expect(moveTargets(tree, cells, 'biology', 2).find((t) => t.node._id === 'maths')?.blocked).toBe('depth');
    expect(moveTargets(tree, file, 'biology', 3).find((t) => t.node._id === 'deep')?.blocked).toBe('depth');
    expect(moveTargets(tree, file, 'biology', 4).find((t) => t.node._id === 'deep')?.blocked).toBe(null);
  });
});

describe('mergeTree', () => {
  it('keeps every unchanged node (and the whole tree) as it was', () => {
    const before = sample();
    expect(mergeTree(before, sample())).toBe(before);
  });

  it('replaces only what changed and the nodes above it', () => {
    const before = sample();
    const next = sample();
    next[0]!.children[0]!.children[0]!.progress = 50;
    next[0]!.children[0]!.children[0]!.status = 'processing';
    const merged = mergeTree(before, next);
    expect(merged).not.toBe(before);
    expect(merged[1]).toBe(before[1]); // maths
    expect(merged[0]).not.toBe(before[0]);
    expect(merged[0]!.children[1]).toBe(before[0]!.children[1]); // b.pdf
    expect(merged[0]!.children[0]!.children[1]).toBe(before[0]!.children[0]!.children[1]); // deep
    expect(merged[0]!.children[0]!.children[0]).toMatchObject({ status: 'processing', progress: 50 });
  });

  it('follows added, removed and reordered nodes, and failures', () => {
    const before = sample();
    const next = [sample()[1]!, sample()[0]!];
    expect(mergeTree(before, next).map((n) => n._id)).toEqual(['maths', 'biology']);
    const failed = sample();
    failed[0]!.children[1]!.failure = { en: 'Broken', ar: 'تالف' };
    expect(mergeTree(before, failed)[0]!.children[1]!.failure).toEqual({ en: 'Broken', ar: 'تالف' });
    const same = mergeTree(failed, JSON.parse(JSON.stringify(failed)) as MaterialNode[]);
    expect(same).toBe(failed);
  });
});

describe('checkFile', () => {
  const MB = 1024 * 1024;
  it('sends PDFs, Word and PowerPoint files, PNG, JPEG, WebP, HEIC and text up to the limit, and files of unknown type', () => {
    for (const type of [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/heic',
      'image/heif',
      'text/plain',
      'text/markdown',
      '',
    ])
      expect(checkFile({ type, size: 1000 }, 25 * MB)).toBe('ok');
    expect(checkFile({ type: 'application/pdf', size: 25 * MB }, 25 * MB)).toBe('ok');
  });

  it('refuses a file over the limit, and a file of another kind', () => {
    expect(checkFile({ type: 'application/pdf', size: 25 * MB + 1 }, 25 * MB)).toBe('too-large');
    for (const type of ['image/gif', 'application/msword', 'video/mp4', 'application/zip', 'image/svg+xml'])
      expect(checkFile({ type, size: 10 }, 25 * MB)).toBe('wrong-kind');
  });

  it('names a file node’s kind by its type', () => {
    expect(kindOf({ mime: 'application/pdf' })).toBe('pdf');
    expect(kindOf({ mime: 'image/webp' })).toBe('image');
    expect(kindOf({ mime: 'image/heic' })).toBe('image');
    expect(kindOf({ mime: 'text/plain' })).toBe('text');
    expect(kindOf({ mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })).toBe(
      'document',
    );
    expect(
      kindOf({ mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' }),
    ).toBe('slides');
  });
});

describe('formatting', () => {
  it('writes sizes and percentages in the page’s language and digits', () => {
    expect(formatBytes(25 * 1024 * 1024, 'en')).toBe('25 MB');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(500 * 1024 * 1024, 'en')).toBe('500 MB');
    expect(formatBytes(12, 'en')).toBe('12 bytes');
    expect(formatBytes(0, 'en')).toBe('0 bytes');
    expect(formatBytes(25 * 1024 * 1024, 'ar')).toMatch(/٢٥/);
    expect(formatPercent(42, 'en')).toBe('42%');
    expect(formatPercent(42, 'ar')).toMatch(/٤٢/);
  });
});

describe('fileNameFrom', () => {
  it('reads the RFC 5987 name first, then the plain one', () => {
    expect(
      fileNameFrom(`attachment; filename="a.pdf"; filename*=UTF-8''%D8%A3%D8%AD%D9%8A%D8%A7%D8%A1.pdf`),
    ).toBe('أحياء.pdf');
    expect(fileNameFrom('attachment; filename="Cells.zip"')).toBe('Cells.zip');
    expect(fileNameFrom('inline')).toBeNull();
    expect(fileNameFrom(null)).toBeNull();
  });
});
