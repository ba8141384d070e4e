/** The routes this remote owns, under the locale prefix. */
export const MATERIALS_ROUTES = ['/uploaded-materials'];
