// The tesseract.js language data packages ship no types: each exports where its data lies.
declare module '@tesseract.js-data/eng' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}

declare module '@tesseract.js-data/ara' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
