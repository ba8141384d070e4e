// The routes this remote owns, under the locale prefix: the one list its root (<Routes>), its
// standalone harness and the shell's route test (shell/src/routes.test.ts) read. Each page's test
// id is `page-materials-<pageId>` (root.tsx maps the id to the page's component).
export const MATERIALS_ROUTES = [{ path: '/uploaded-materials', pageId: 'uploaded-materials' }] as const;

export type MaterialsPageId = (typeof MATERIALS_ROUTES)[number]['pageId'];
