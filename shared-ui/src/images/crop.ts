// Pictures a student picks and crops (the chat's attachment, the profile and cover pictures): the
// file chooser's check, and the crop drawn to a PNG file (spec section 5: only images; the cropped
// image data is converted to a png file before sending). Each remote keeps its own limits, accepted
// types, output size and file name.

export type ImageCheck = 'ok' | 'not-image' | 'too-large';

export interface ImageRule {
  /** The API's limit in bytes. */
  maxBytes: number;
  /** The MIME types taken; without it, any `image/*` (the API checks the bytes again). */
  types?: readonly string[];
}

/** The file chooser's check (the API checks the bytes again: 415 for a non-image, 413 over the limit). */
export function checkImageFile(file: Pick<File, 'type' | 'size'>, rule: ImageRule): ImageCheck {
  const image = rule.types ? rule.types.includes(file.type) : file.type.startsWith('image/');
  if (!image) return 'not-image';
  if (file.size > rule.maxBytes) return 'too-large';
  return 'ok';
}

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The crop in the image's own pixels (react-image-crop reports it in the displayed image's pixels). */
export function naturalCrop(
  crop: CropRect,
  displayed: { width: number; height: number },
  natural: { width: number; height: number },
): CropRect {
  const scaleX = displayed.width > 0 ? natural.width / displayed.width : 1;
  const scaleY = displayed.height > 0 ? natural.height / displayed.height : 1;
  return { x: crop.x * scaleX, y: crop.y * scaleY, width: crop.width * scaleX, height: crop.height * scaleY };
}

export interface CropOutput {
  /** The PNG's size for the crop's size in the image's own pixels. */
  size(source: { width: number; height: number }): { width: number; height: number };
  fileName: string;
}

/**
 * Draws the crop (in the displayed image's pixels, as react-image-crop reports it) from the
 * full-resolution image to a canvas and returns it as a PNG file.
 */
export async function cropToPngFile(
  image: HTMLImageElement,
  crop: CropRect,
  output: CropOutput,
): Promise<File> {
  const source = naturalCrop(
    crop,
    { width: image.width, height: image.height },
    { width: image.naturalWidth, height: image.naturalHeight },
  );
  const { width, height } = output.size(source);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The canvas gave no PNG');
  return new File([blob], output.fileName, { type: 'image/png' });
}
