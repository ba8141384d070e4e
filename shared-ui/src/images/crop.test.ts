import { laidOutImage, stubCanvas } from '../testing/jsdom';
import { blobBytes } from '../testing/nodeFetch';
import { checkImageFile, cropToPngFile, naturalCrop } from './crop';

const MB = 1024 * 1024;

describe('checkImageFile', () => {
  it('takes any image up to the limit when no types are given', () => {
    expect(checkImageFile({ type: 'image/png', size: 5 * MB }, { maxBytes: 5 * MB })).toBe('ok');
    expect(checkImageFile({ type: 'image/heic', size: 10 }, { maxBytes: 5 * MB })).toBe('ok');
    expect(checkImageFile({ type: 'image/jpeg', size: 5 * MB + 1 }, { maxBytes: 5 * MB })).toBe('too-large');
    for (const type of ['application/pdf', 'text/plain', '', 'video/mp4']) {
      expect(checkImageFile({ type, size: 10 }, { maxBytes: 5 * MB })).toBe('not-image');
    }
  });

  it('takes only the given types when there are some', () => {
    const rule = { maxBytes: MB, types: ['image/png', 'image/gif'] };
    expect(checkImageFile({ type: 'image/gif', size: MB }, rule)).toBe('ok');
    expect(checkImageFile({ type: 'image/png', size: MB + 1 }, rule)).toBe('too-large');
    expect(checkImageFile({ type: 'image/heic', size: 10 }, rule)).toBe('not-image');
  });
});

describe('naturalCrop', () => {
  it('scales the displayed crop to the picture', () => {
    expect(
      naturalCrop(
        { x: 10, y: 20, width: 100, height: 50 },
        { width: 200, height: 100 },
        { width: 800, height: 400 },
      ),
    ).toEqual({ x: 40, y: 80, width: 400, height: 200 });
  });

  it('keeps the crop as it is when the image is not laid out', () => {
    expect(
      naturalCrop({ x: 1, y: 2, width: 3, height: 4 }, { width: 0, height: 0 }, { width: 80, height: 40 }),
    ).toEqual({
      x: 1,
      y: 2,
      width: 3,
      height: 4,
    });
  });
});

describe('cropToPngFile', () => {
  it('draws the crop from the full picture to a PNG file of the size asked', async () => {
    const canvas = stubCanvas();
    try {
      const image = laidOutImage(300, 200, 1200, 800);
      const size = jest.fn(({ width, height }: { width: number; height: number }) => ({
        width: width / 2,
        height: height / 2,
      }));
      const png = await cropToPngFile(
        image,
        { x: 30, y: 20, width: 150, height: 100 },
        { size, fileName: 'out.png' },
      );
      expect(size).toHaveBeenCalledWith({ x: 120, y: 80, width: 600, height: 400 });
      expect(png).toBeInstanceOf(File);
      expect(png.name).toBe('out.png');
      expect(png.type).toBe('image/png');
      expect(canvas.toBlob.mock.calls[0]?.[1]).toBe('image/png');
      expect(canvas.drawImage).toHaveBeenCalledWith(image, 120, 80, 600, 400, 0, 0, 300, 200);
      expect((await blobBytes(png)).toString()).toBe('300x200');
    } finally {
      canvas.restore();
    }
  });
});
