// swagger-ui-dist ships no types; this is the one helper the API uses (it returns the package folder).
declare module 'swagger-ui-dist/absolute-path.js' {
  const getAbsoluteFSPath: () => string;
  export default getAbsoluteFSPath;
}
