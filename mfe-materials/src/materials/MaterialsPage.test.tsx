// /uploaded-materials against the real API (api/src/index.ts over a fresh embedded store, with its
// real extraction queue): the tree, creating, uploading, the context menu's actions, downloads.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@nibras/shared-ui';
import {
  blobBytes,
  captureToasts,
  patchComputedStyle,
  quietLayoutWarnings,
  stubObjectUrls,
  watchTimeouts,
} from '@nibras/shared-ui/testing';
import { materialsApiForFile, msg, pageRenderer, type Student } from './test-helpers';
import { POLL_MS } from './useMaterials';

const realApi = materialsApiForFile();
const page = pageRenderer(realApi);
const toasts = captureToasts();
const objectUrls = stubObjectUrls();
/** The names files were saved under (jsdom cannot follow a download link: the click is recorded). */
const savedAs: string[] = [];
beforeEach(() => {
  savedAs.length = 0;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedAs.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());
patchComputedStyle();
quietLayoutWarnings();

const COMMON_TOASTS = {
  en: {
    folderCreated: 'Folder created',
    folderDeleted: 'Folder deleted',
    fileUploaded: 'File uploaded',
    fileTooLarge: 'File is too large',
    folderEmpty: 'This folder has no files to download',
    someFilesNotDownloaded: 'Some files could not be downloaded',
  },
  ar: {
    folderCreated: 'تم إنشاء المجلد',
    folderDeleted: 'تم حذف المجلد',
    fileUploaded: 'تم رفع الملف',
    fileTooLarge: 'حجم الملف كبير جدًا',
    folderEmpty: 'لا يحتوي هذا المجلد على ملفات لتنزيلها',
    someFilesNotDownloaded: 'تعذّر تنزيل بعض الملفات',
  },
} as const;

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A PDF header followed by nothing a PDF reader can use: its extraction fails. */
const BROKEN_PDF =
  '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

async function open(student: Student, locale: Locale) {
  const remote = await page.render(student, { locale });
  const view = await within(remote.container).findByTestId('page-materials-uploaded-materials');
  return { remote, view };
}

const nodes = (view: HTMLElement) => within(view).queryAllByTestId('material-node');
const row = (view: HTMLElement, name: string) => {
  const found = nodes(view).find((n) => within(n).getByTestId('node-name').textContent === name);
  if (!found) throw new Error(`no row named ${name}`);
  return found;
};
const findRow = (view: HTMLElement, name: string) => waitFor(() => row(view, name));
const dialog = () => within(document.body).getByTestId('node-dialog');
const type = (input: Element, value: string) => fireEvent.change(input, { target: { value } });
const lastToast = () => toasts.at(-1);

/** Selects a section or folder, then picks files for it with the toolbar's Upload button. */
async function uploadThrough(view: HTMLElement, into: string, files: File[]) {
  fireEvent.click(await findRow(view, into));
  const button = within(view).getByTestId('materials-upload');
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
  fireEvent.change(within(view).getByTestId('materials-file-input'), { target: { files } });
}

describe('/uploaded-materials with the real API', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, shows sections, folders and files in their colours, each file with its extraction status',
    async (locale) => {
      const student = await realApi().signUp();
      const biology = await realApi().section(student.token, 'Biology', '#D2E4E2');
      const cells = await realApi().folder(student.token, biology._id, 'Cells', '#FFD5EA');
      await realApi().upload(student.token, biology._id, [
        { name: 'notes.txt', type: 'text/plain', bytes: 'Cells are the units of life.\nالخلية وحدة الحياة.' },
        { name: 'broken.pdf', type: 'application/pdf', bytes: BROKEN_PDF },
      ]);
      await realApi().upload(student.token, cells._id, [
        { name: 'membrane.txt', type: 'text/plain', bytes: 'The membrane surrounds the cell.' },
      ]);
      await realApi().settled(student.token);

      const { remote, view } = await open(student, locale);
      expect(view.querySelector('h1')?.textContent).toBe(msg(locale, 'uploaded.title'));
      const root = remote.container.querySelector('[data-remote="mfe_materials"]');
      expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');

      // Sections start open, folders closed; folders come before files.
      await waitFor(() =>
        expect(nodes(view).map((n) => within(n).getByTestId('node-name').textContent)).toEqual([
          'Biology',
          'Cells',
          'broken.pdf',
          'notes.txt',
        ]),
      );
      const tree = within(view).getByRole('tree', { name: msg(locale, 'tree.label') });
      expect(tree).toBeTruthy();
      expect(row(view, 'Biology').dataset).toMatchObject({ kind: 'section', color: '#D2E4E2' });
      expect(row(view, 'Cells').dataset).toMatchObject({ kind: 'folder', color: '#FFD5EA' });
      expect(row(view, 'Biology').getAttribute('aria-level')).toBe('1');
      expect(row(view, 'Cells').getAttribute('aria-expanded')).toBe('false');
      expect((row(view, 'Cells').querySelector('.materials-row__chip') as HTMLElement).style.background).toBe(
        'rgb(255, 213, 234)',
      );

      // A ready file says so; a file whose text could not be read says why, with a Retry.
      const notes = row(view, 'notes.txt');
      expect(notes.dataset.status).toBe('ready');
      expect(notes.textContent).toContain(msg(locale, 'status.ready'));
      const broken = row(view, 'broken.pdf');
      expect(broken.dataset.status).toBe('failed');
      expect(broken.textContent).toContain(msg(locale, 'status.failed'));
      expect(within(broken).getByTestId('failure-reason').textContent?.length).toBeGreaterThan(3);
      expect(within(broken).getByTestId('node-retry').textContent).toBe(msg(locale, 'status.retry'));

      // Opening the folder shows what is inside.
      fireEvent.click(within(row(view, 'Cells')).getByTestId('node-toggle'));
      await findRow(view, 'membrane.txt');
      expect(row(view, 'membrane.txt').getAttribute('aria-level')).toBe('3');
      expect(row(view, 'Cells').getAttribute('aria-expanded')).toBe('true');

      // The storage used and the limits.
      const usage = within(view).getByTestId('materials-usage');
      expect(within(usage).getByTestId('materials-limits').textContent).toContain(msg(locale, 'usage.kinds'));
      expect(usage.textContent).toMatch(locale === 'en' ? /25 MB a file/ : /٢٥/);
      expect(usage.textContent).toMatch(locale === 'en' ? /of 500 MB used/ : /٥٠٠/);
    },
  );

  it.each(['en', 'ar'] as const)(
    'in %s, teaches sections, folders and files when there is nothing yet, then creates a section and a folder',
    async (locale) => {
      const student = await realApi().signUp();
      const { view } = await open(student, locale);
      const empty = await within(view).findByTestId('materials-empty');
      expect(empty.textContent).toContain(msg(locale, 'empty.steps.section.title'));
      expect(empty.textContent).toContain(msg(locale, 'empty.steps.folder.title'));
      expect(empty.textContent).toContain(msg(locale, 'empty.steps.file.title'));
      // The limits are stated before anything is uploaded.
      expect(within(view).getByTestId('materials-limits').textContent).toContain(msg(locale, 'usage.kinds'));

      // A section: name and colour.
      fireEvent.click(within(empty).getByTestId('materials-create-first-section'));
      const form = await waitFor(dialog);
      expect(form.dataset.mode).toBe('create-section');
      expect(form.querySelector<HTMLInputElement>('input[name="color"]:checked')?.value).toBe('#D2E4E2');
      fireEvent.click(within(document.body).getByTestId('node-dialog-submit'));
      await waitFor(() =>
        expect(within(form).getByTestId('field-error-name').textContent).toBe(
          msg(locale, 'dialog.errors.nameRequired'),
        ),
      );
      type(form.querySelector('input[name="name"]')!, locale === 'en' ? 'Physics' : 'الفيزياء');
      fireEvent.click(form.querySelector('input[value="#D8CAE8"]')!);
      fireEvent.click(within(document.body).getByTestId('node-dialog-submit'));
      const sectionName = locale === 'en' ? 'Physics' : 'الفيزياء';
      const section = await findRow(view, sectionName);
      expect(section.dataset.color).toBe('#D8CAE8');
      expect(lastToast()).toEqual({ kind: 'success', text: msg(locale, 'toast.sectionCreated') });
      // The new section is selected and empty: it says how to fill it.
      await waitFor(() => expect(section.getAttribute('aria-selected')).toBe('true'));
      expect(within(view).getByTestId('empty-folder').textContent).toBe(msg(locale, 'tree.emptyFolder'));
      expect(within(view).getByTestId('materials-target').textContent).toContain(sectionName);

      // A folder in it, from the toolbar.
      fireEvent.click(within(view).getByTestId('materials-new-folder'));
      const folderForm = await waitFor(() => {
        const f = dialog();
        expect(f.dataset.mode).toBe('create-folder');
        return f;
      });
      expect(within(folderForm).getByTestId('node-dialog-parent').textContent).toContain(sectionName);
      type(folderForm.querySelector('input[name="name"]')!, locale === 'en' ? 'Unit 1' : 'الوحدة الأولى');
      fireEvent.click(within(document.body).getByTestId('node-dialog-submit'));
      const folder = await findRow(view, locale === 'en' ? 'Unit 1' : 'الوحدة الأولى');
      expect(folder.dataset).toMatchObject({ kind: 'folder', color: '#FEE7A6' });
      expect(folder.getAttribute('aria-level')).toBe('2');
      expect(lastToast()).toEqual({ kind: 'success', text: COMMON_TOASTS[locale].folderCreated });

      const { tree } = await realApi().tree(student.token);
      expect(tree.map((n) => [n.name, n.color, n.children.map((c) => c.name)])).toEqual([
        [sectionName, '#D8CAE8', [locale === 'en' ? 'Unit 1' : 'الوحدة الأولى']],
      ]);
    },
  );

  it('uploads several files with a progress bar each, then shows them in the tree', async () => {
    const student = await realApi().signUp();
    const section = await realApi().section(student.token, 'Chemistry');
    const { view } = await open(student, 'en');
    fireEvent.click(await findRow(view, 'Chemistry'));
    await waitFor(() =>
      expect(within(view).getByTestId('materials-upload')).toHaveProperty('disabled', false),
    );

    page.uploadGate.hold();
    fireEvent.click(within(view).getByTestId('materials-upload'));
    const big = 'Atoms bond to form molecules. '.repeat(12_000); // ~350 KB: several pieces
    const files = [
      new File([big], 'bonds.txt', { type: 'text/plain' }),
      new File(['Acids have a pH below 7.'], 'acids.txt', { type: 'text/plain' }),
    ];
    fireEvent.change(within(view).getByTestId('materials-file-input'), { target: { files } });

    // Each file has its own bar; the big one stops part-way while the gate holds.
    const list = await within(view).findByTestId('upload-list');
    await waitFor(() => expect(within(list).getAllByTestId('upload-entry')).toHaveLength(2));
    const bar = await waitFor(() => {
      const entry = within(list).getAllByTestId('upload-entry')[0]!;
      const progress = within(entry).getByRole('progressbar');
      const value = Number(progress.getAttribute('aria-valuenow'));
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(100);
      return progress;
    });
    expect(bar.getAttribute('aria-label')).toBe('Uploading bonds.txt');
    expect(page.calls.uploads).toEqual([
      `POST /files/${section._id}/upload`,
      `POST /files/${section._id}/upload`,
    ]);
    page.uploadGate.release();

    await waitFor(() => expect(lastToast()).toEqual({ kind: 'success', text: 'Files uploaded: 2' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByTestId('upload-entry')
          .map((e) => e.dataset.state),
      ).toEqual(['done', 'done']),
    );
    expect(within(list).getAllByTestId('upload-state')[0]?.textContent).toBe(
      'Uploaded to \u2068Chemistry\u2069: its text is being read',
    );
    // In the tree, with their extraction status.
    const acids = await findRow(view, 'acids.txt');
    expect(['queued', 'processing', 'ready']).toContain(acids.dataset.status);
    await findRow(view, 'bonds.txt');

    // One file alone says "File uploaded".
    fireEvent.click(within(view).getByTestId('materials-upload'));
    fireEvent.change(within(view).getByTestId('materials-file-input'), {
      target: { files: [new File(['Salts.'], 'salts.txt', { type: 'text/plain' })] },
    });
    await waitFor(() =>
      expect(lastToast()).toEqual({ kind: 'success', text: COMMON_TOASTS.en.fileUploaded }),
    );
    await findRow(view, 'salts.txt');
  });

  it.each(['en', 'ar'] as const)(
    'in %s, refuses a file over 25 MB or of another kind before sending anything',
    async (locale) => {
      const student = await realApi().signUp();
      await realApi().section(student.token, 'History');
      const { view } = await open(student, locale);

      const large = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
      Object.defineProperty(large, 'size', { value: 25 * 1024 * 1024 + 1 });
      await uploadThrough(view, 'History', [large]);
      await waitFor(() =>
        expect(lastToast()).toEqual({ kind: 'error', text: COMMON_TOASTS[locale].fileTooLarge }),
      );
      const entry = within(view).getByTestId('upload-entry');
      expect(entry.dataset.state).toBe('refused');
      expect(within(entry).getByTestId('upload-state').textContent).toBe(COMMON_TOASTS[locale].fileTooLarge);

      // An old Word document (.doc): the browser names its kind, which the API does not read.
      const word = new File(['x'], 'essay.doc', { type: 'application/msword' });
      await uploadThrough(view, 'History', [word]);
      await waitFor(() =>
        expect(lastToast()).toEqual({
          kind: 'error',
          text: msg(locale, 'upload.wrongKind').replace('{{name}}', 'essay.doc'),
        }),
      );
      expect(page.calls.uploads).toEqual([]);
      expect((await realApi().tree(student.token)).tree[0]?.children).toEqual([]);
    },
  );

  it('shows the API’s own message when it refuses a file (its bytes are not an accepted kind)', async () => {
    const student = await realApi().signUp();
    await realApi().section(student.token, 'Art');
    const { view } = await open(student, 'ar');
    // Named and typed as a PNG, but GIF bytes: only the API can tell.
    const gif = new File(
      [new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b])],
      'x.png',
      {
        type: 'image/png',
      },
    );
    await uploadThrough(view, 'Art', [gif]);
    await waitFor(() => expect(lastToast()?.kind).toBe('error'));
    expect(lastToast()?.text).toMatch(/PDF/);
    expect(lastToast()?.text).toMatch(/[\u0621-\u064A]/);
    // The toast and the entry's state are two updates: wait for the second too.
    await waitFor(() => expect(within(view).getByTestId('upload-entry').dataset.state).toBe('failed'));
  });

  it('uploads files dropped on a folder into that folder', async () => {
    const student = await realApi().signUp();
    const section = await realApi().section(student.token, 'Geography');
    const folder = await realApi().folder(student.token, section._id, 'Maps');
    const { view } = await open(student, 'en');
    const target = await findRow(view, 'Maps');
    const file = new File(['Rivers flow to the sea.'], 'rivers.txt', { type: 'text/plain' });
    fireEvent.dragOver(target, { dataTransfer: { types: ['Files'], files: [file], dropEffect: 'none' } });
    await waitFor(() => expect(row(view, 'Maps').className).toContain('materials-row--drop'));
    fireEvent.drop(target, { dataTransfer: { types: ['Files'], files: [file] } });
    await waitFor(() =>
      expect(lastToast()).toEqual({ kind: 'success', text: COMMON_TOASTS.en.fileUploaded }),
    );
    expect(page.calls.uploads).toEqual([`POST /files/${folder._id}/upload`]);
    // The folder opens to show it.
    await findRow(view, 'rivers.txt');
    expect(row(view, 'Maps').getAttribute('aria-expanded')).toBe('true');
  });

  it.each(['en', 'ar'] as const)(
    'in %s, renames from the context menu opened by a right-click',
    async (locale) => {
      const student = await realApi().signUp();
      await realApi().section(student.token, 'Maths');
      const { view } = await open(student, locale);
      const maths = await findRow(view, 'Maths');
      fireEvent.contextMenu(maths, { clientX: 40, clientY: 60 });
      const menu = await within(document.body).findByTestId('node-menu');
      expect(menu.getAttribute('role')).toBe('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(
        ['openFolder', 'new-folder', 'upload', 'rename', 'color', 'download', 'delete'].map((k) =>
          msg(locale, `menu.${k}`),
        ),
      );
      await waitFor(() => expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]));
      fireEvent.click(within(menu).getByTestId('menu-rename'));
      await waitFor(() => expect(within(document.body).queryByTestId('node-menu')).toBeNull());

      const form = await waitFor(dialog);
      const input = form.querySelector<HTMLInputElement>('input[name="name"]')!;
      expect(input.value).toBe('Maths');
      type(input, locale === 'en' ? 'Mathematics' : 'الرياضيات');
      fireEvent.click(within(document.body).getByTestId('node-dialog-submit'));
      await findRow(view, locale === 'en' ? 'Mathematics' : 'الرياضيات');
      expect(lastToast()).toEqual({ kind: 'success', text: msg(locale, 'toast.renamed') });
      expect((await realApi().tree(student.token)).tree[0]?.name).toBe(
        locale === 'en' ? 'Mathematics' : 'الرياضيات',
      );
    },
  );

  it('changes a colour and moves a folder from the menu (never into itself)', async () => {
    const student = await realApi().signUp();
    const a = await realApi().section(student.token, 'A section');
    const b = await realApi().section(student.token, 'B section');
    const unit = await realApi().folder(student.token, a._id, 'Unit');
    await realApi().folder(student.token, unit._id, 'Lesson');
    const { view } = await open(student, 'en');

    fireEvent.click(within(await findRow(view, 'Unit')).getByTestId('node-more'));
    fireEvent.click(await within(document.body).findByTestId('menu-color'));
    const form = await waitFor(dialog);
    fireEvent.click(form.querySelector('input[value="#FFD5EA"]')!);
    fireEvent.click(within(document.body).getByTestId('node-dialog-submit'));
    await waitFor(() => expect(row(view, 'Unit').dataset.color).toBe('#FFD5EA'));
    expect(lastToast()).toEqual({ kind: 'success', text: 'Colour changed' });

    fireEvent.click(within(row(view, 'Unit')).getByTestId('node-more'));
    fireEvent.click(await within(document.body).findByTestId('menu-move'));
    const move = await within(document.body).findByTestId('move-dialog');
    const targets = within(move).getAllByTestId('move-target');
    expect(
      targets.map((t) => [
        t.textContent?.startsWith('A section') ? 'A' : t.textContent?.slice(0, 4),
        t.dataset.blocked,
      ]),
    ).toEqual([
      ['A', 'current'],
      ['Unit', 'self'],
      ['Less', 'inside'],
      ['B se', undefined],
    ]);
    expect(within(document.body).getByTestId('move-dialog-submit')).toHaveProperty('disabled', true);
    fireEvent.click(targets[3]!.querySelector('input')!);
    fireEvent.click(within(document.body).getByTestId('move-dialog-submit'));
    await waitFor(() =>
      expect(lastToast()).toEqual({ kind: 'success', text: 'Moved to \u2068B section\u2069' }),
    );
    const { tree } = await realApi().tree(student.token);
    expect(tree.find((n) => n._id === b._id)?.children.map((c) => c.name)).toEqual(['Unit']);
    // Shown in its new place, level 2 under B.
    await waitFor(() => {
      const rows = nodes(view).map((n) => within(n).getByTestId('node-name').textContent);
      expect(rows.indexOf('Unit')).toBeGreaterThan(rows.indexOf('B section'));
    });
  });

  it.each(['en', 'ar'] as const)(
    'in %s, deletes a folder after a confirmation that says what is inside',
    async (locale) => {
      const student = await realApi().signUp();
      const section = await realApi().section(student.token, 'Science');
      const folder = await realApi().folder(student.token, section._id, 'Old notes');
      await realApi().folder(student.token, folder._id, 'Drafts');
      await realApi().upload(student.token, folder._id, [
        { name: 'one.txt', type: 'text/plain', bytes: 'one' },
        { name: 'two.txt', type: 'text/plain', bytes: 'two' },
      ]);
      const { view } = await open(student, locale);
      fireEvent.contextMenu(await findRow(view, 'Old notes'), { clientX: 10, clientY: 10 });
      fireEvent.click(await within(document.body).findByTestId('menu-delete'));
      const confirm = await within(document.body).findByTestId('delete-dialog');
      expect(within(confirm).getByTestId('delete-dialog-body').textContent).toBe(
        msg(locale, 'delete.body.folder').replace('{{name}}', '\u2068Old notes\u2069'),
      );
      expect(within(confirm).getByTestId('delete-dialog-inside').textContent).toBe(
        msg(locale, 'delete.inside')
          .replace('{{folders}}', locale === 'en' ? '1' : '١')
          .replace('{{files}}', locale === 'en' ? '2' : '٢'),
      );
      // Cancel keeps it.
      fireEvent.click(within(document.body).getByTestId('delete-dialog-cancel'));
      await waitFor(() => expect(within(document.body).queryByTestId('delete-dialog')).toBeNull());
      expect(row(view, 'Old notes')).toBeTruthy();

      fireEvent.keyDown(row(view, 'Old notes'), { key: 'Delete' });
      await within(document.body).findByTestId('delete-dialog');
      fireEvent.click(within(document.body).getByTestId('delete-dialog-confirm'));
      await waitFor(() =>
        expect(lastToast()).toEqual({ kind: 'success', text: COMMON_TOASTS[locale].folderDeleted }),
      );
      await waitFor(() => expect(() => row(view, 'Old notes')).toThrow());
      expect((await realApi().tree(student.token)).tree[0]?.children).toEqual([]);
    },
  );

  it('opens a file in the chat, beside its conversation', async () => {
    const student = await realApi().signUp();
    const section = await realApi().section(student.token, 'Reading');
    const [file] = await realApi().upload(student.token, section._id, [
      { name: 'story.txt', type: 'text/plain', bytes: 'Once upon a time.' },
    ]);
    const { view, remote } = await open(student, 'ar');
    fireEvent.contextMenu(await findRow(view, 'story.txt'), { clientX: 10, clientY: 10 });
    const menu = await within(document.body).findByTestId('node-menu');
    expect(within(menu).getByTestId('menu-chat').textContent).toBe(msg('ar', 'menu.chat'));
    fireEvent.click(within(menu).getByTestId('menu-chat'));
    expect(remote.navigations).toEqual([{ to: `/ar/ai-engine?file=${file!._id}` }]);
  });

  it('downloads a file, and a folder as a zip, saying when it is empty or when files are missing', async () => {
    const student = await realApi().signUp();
    const section = await realApi().section(student.token, 'Languages');
    const empty = await realApi().folder(student.token, section._id, 'Empty');
    const full = await realApi().folder(student.token, section._id, 'Full');
    await realApi().upload(student.token, full._id, [
      { name: 'words.txt', type: 'text/plain', bytes: 'كلمات وعبارات' },
      { name: 'dot.png', type: 'image/png', bytes: PNG },
    ]);
    const { view } = await open(student, 'en');

    // A file: its bytes, under its name.
    fireEvent.click(within(await findRow(view, 'Full')).getByTestId('node-toggle'));
    fireEvent.contextMenu(await findRow(view, 'words.txt'), { clientX: 5, clientY: 5 });
    fireEvent.click(await within(document.body).findByTestId('menu-download'));
    await waitFor(() => expect(objectUrls.size).toBe(1));
    const [saved] = [...objectUrls.values()];
    expect((await blobBytes(saved!)).toString('utf8')).toBe('كلمات وعبارات');
    expect(savedAs).toEqual(['words.txt']);

    // An empty folder: nothing to download.
    fireEvent.contextMenu(row(view, 'Empty'), { clientX: 5, clientY: 5 });
    fireEvent.click(await within(document.body).findByTestId('menu-download'));
    await waitFor(() => expect(lastToast()).toEqual({ kind: 'error', text: COMMON_TOASTS.en.folderEmpty }));
    expect(objectUrls.size).toBe(1);
    expect(empty._id).toBeTruthy();

    // A folder whose file lost its bytes: the zip of the rest, and a warning.
    const blobs = path.join(await realApi().dataDir(), 'materials');
    for (const name of await fs.readdir(blobs))
      if (name.endsWith('.png')) await fs.rm(path.join(blobs, name));
    fireEvent.contextMenu(row(view, 'Full'), { clientX: 5, clientY: 5 });
    fireEvent.click(await within(document.body).findByTestId('menu-download'));
    await waitFor(() =>
      expect(lastToast()).toEqual({ kind: 'error', text: COMMON_TOASTS.en.someFilesNotDownloaded }),
    );
    expect(objectUrls.size).toBe(2);
    const zip = await blobBytes([...objectUrls.values()][1]!);
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.includes(Buffer.from('words.txt'))).toBe(true);
    expect(savedAs).toEqual(['words.txt', 'Full.zip']);
  });

  it('says "Error" when the tree cannot be read, and tries again', async () => {
    const student = await realApi().signUp();
    await realApi().section(student.token, 'Music');
    page.unreachable(true);
    const { view } = await open(student, 'en');
    const error = await within(view).findByTestId('materials-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(within(error).getByRole('heading').textContent).toBe('Error');
    page.unreachable(false);
    fireEvent.click(within(error).getByTestId('materials-retry'));
    await findRow(view, 'Music');
  });

  it('follows the text extraction of new files without reloading, and retries a failed one', async () => {
    // The page's polls: a GET /files POLL_MS after each answer while a file is queued or processing.
    const polls = watchTimeouts(POLL_MS);
    try {
      const student = await realApi().signUp();
      const section = await realApi().section(student.token, 'Physics');
      const { view } = await open(student, 'en');
      await uploadThrough(view, 'Physics', [
        new File(['Force equals mass times acceleration.'], 'newton.txt', { type: 'text/plain' }),
        new File([BROKEN_PDF], 'damaged.pdf', { type: 'application/pdf' }),
      ]);
      // Uploaded as queued; the page asks again until both are done.
      await findRow(view, 'newton.txt');
      await waitFor(() => expect(row(view, 'newton.txt').dataset.status).toBe('ready'));
      await waitFor(() => expect(row(view, 'damaged.pdf').dataset.status).toBe('failed'));
      const reads = page.calls.fetches.filter((c) => c === 'GET /files').length;
      expect(reads).toBeGreaterThanOrEqual(2);
      const reason = within(row(view, 'damaged.pdf')).getByTestId('failure-reason').textContent;
      expect(reason).toBeTruthy();

      // Retry from the row: queued again, then failed again with its reason.
      const damaged = (await realApi().tree(student.token)).tree[0]!.children.find(
        (c) => c.name === 'damaged.pdf',
      )!;
      fireEvent.click(within(row(view, 'damaged.pdf')).getByTestId('node-retry'));
      await waitFor(() => expect(page.calls.fetches).toContain(`POST /files/${damaged._id}/retry`));
      await waitFor(() => {
        expect(page.calls.fetches.lastIndexOf('GET /files')).toBeGreaterThan(
          page.calls.fetches.indexOf(`POST /files/${damaged._id}/retry`),
        );
        expect(row(view, 'damaged.pdf').dataset.status).toBe('failed');
      });
      expect(toasts.filter((t) => t.kind === 'error')).toEqual([]);
      expect(section._id).toBeTruthy();

      // Nothing left to wait for: the page stops asking. A read already on its way when the row turned
      // failed may still land (and finds nothing pending either); once none is on its way and no poll
      // is set, nothing is left that would ask again.
      await waitFor(() =>
        expect({ inFlight: page.calls.inFlight, polls: polls.pending }).toEqual({ inFlight: 0, polls: 0 }),
      );
    } finally {
      polls.restore();
    }
    // Two extractions and a retry on the real API: more than the default 20 s on a loaded machine.
  }, 60_000);

  it('cancels an upload while it is being sent', async () => {
    const student = await realApi().signUp();
    await realApi().section(student.token, 'Drafts');
    const { view } = await open(student, 'en');
    page.uploadGate.hold();
    await uploadThrough(view, 'Drafts', [
      new File(['Draft. '.repeat(40_000)], 'draft.txt', { type: 'text/plain' }),
    ]);
    const entry = await within(view).findByTestId('upload-entry');
    await waitFor(() => expect(entry.dataset.state).toBe('sending'));
    const cancel = within(entry).getByTestId('upload-cancel');
    expect(cancel.getAttribute('aria-label')).toBe('Cancel the upload of draft.txt');
    fireEvent.click(cancel);
    await waitFor(() => expect(within(view).getByTestId('upload-entry').dataset.state).toBe('cancelled'));
    page.uploadGate.release();
    expect(within(view).getByTestId('upload-state').textContent).toBe('Upload cancelled');
    expect(toasts.filter((t) => t.kind === 'success')).toEqual([]);
    fireEvent.click(within(view).getByTestId('upload-clear'));
    await waitFor(() => expect(within(view).queryByTestId('upload-list')).toBeNull());
    expect((await realApi().tree(student.token)).tree[0]?.children).toEqual([]);
  });
});
