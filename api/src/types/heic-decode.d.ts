// heic-decode 2 ships no types. What materials/extract/image.ts uses of it.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    /** From the file's header: nothing is decoded yet. */
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface HeicImages extends Array<HeicImage> {
    /** Frees libheif's memory for every image. */
    dispose(): void;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<HeicImages>;
  }
  export default decode;
}
