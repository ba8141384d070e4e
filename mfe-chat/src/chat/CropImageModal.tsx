// The picture the student attaches, in a dialog where they can drag a frame over the part they
// need (a question on a page of a book). With a frame, that part is drawn to a PNG file; without
// one, the picture is attached whole.
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import ReactCrop, { type Crop, type PixelCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { Button, toast } from '@nibras/shared-ui';
import { Modal } from '@nibras/shared-ui/extra';
import { cropToPng } from './image';

export interface CropResult {
  /** The cropped part as a PNG file, or null to send the picture whole. */
  cropped: File | null;
  /** The frame, to show it again when the student edits the crop. */
  crop: Crop | null;
}

const hasArea = (crop: PixelCrop | null): crop is PixelCrop => !!crop && crop.width >= 1 && crop.height >= 1;

export function CropImageModal({
  file,
  initialCrop,
  onDone,
  onCancel,
  rootStyle,
}: {
  file: File;
  initialCrop: Crop | null;
  onDone(result: CropResult): void;
  onCancel(): void;
  rootStyle?: CSSProperties;
}) {
  const { t } = useTranslation('chat');
  const image = useRef<HTMLImageElement>(null);
  const source = useMemo(() => URL.createObjectURL(file), [file]);
  const [crop, setCrop] = useState<Crop | undefined>(initialCrop ?? undefined);
  const [pixels, setPixels] = useState<PixelCrop | null>(null);
  const [working, setWorking] = useState(false);

  useEffect(() => () => URL.revokeObjectURL(source), [source]);

  const done = async () => {
    const img = image.current;
    if (!img || !hasArea(pixels)) {
      onDone({ cropped: null, crop: null });
      return;
    }
    setWorking(true);
    try {
      onDone({ cropped: await cropToPng(img, pixels, file.name), crop: crop ?? null });
    } catch (error) {
      console.error('The crop could not be drawn', error);
      toast.error('chat:chat.crop.failed');
      setWorking(false);
    }
  };

  // A frame to start from without a pointer: the arrow keys then move it (Shift for bigger steps).
  const selectPart = () => {
    const img = image.current;
    if (!img) return;
    const start: Crop = { unit: '%', x: 10, y: 10, width: 80, height: 80 };
    setCrop(start);
    setPixels({
      unit: 'px',
      x: img.width * 0.1,
      y: img.height * 0.1,
      width: img.width * 0.8,
      height: img.height * 0.8,
    });
  };

  const framed = hasArea(pixels);
  return (
    <Modal
      open
      title={t('chat.crop.title')}
      onCancel={() => !working && onCancel()}
      closable={!working}
      mask={{ closable: !working }}
      keyboard={!working}
      centered
      width={640}
      rootStyle={rootStyle}
      className="chat-crop-modal"
      footer={
        <div className="chat-crop__footer">
          {!framed && (
            <Button onClick={selectPart} disabled={working} data-testid="crop-select">
              {t('chat.crop.select')}
            </Button>
          )}
          {framed && (
            <Button
              onClick={() => {
                setCrop(undefined);
                setPixels(null);
              }}
              disabled={working}
              data-testid="crop-clear"
            >
              {t('chat.crop.clear')}
            </Button>
          )}
          <Button onClick={onCancel} disabled={working} data-testid="crop-cancel">
            {t('chat.crop.cancel')}
          </Button>
          <Button type="primary" onClick={() => void done()} loading={working} data-testid="crop-done">
            {framed ? t('chat.crop.useCrop') : t('chat.crop.useWhole')}
          </Button>
        </div>
      }
    >
      <p className="chat-crop__help">{t('chat.crop.help')}</p>
      <div className="chat-crop" data-testid="crop-area">
        <ReactCrop
          crop={crop}
          onChange={(px, percent) => {
            setCrop(percent);
            setPixels(px);
          }}
          minWidth={16}
          minHeight={16}
          ruleOfThirds
          disabled={working}
          ariaLabels={{
            cropArea: t('chat.crop.aria.area'),
            nwDragHandle: t('chat.crop.aria.nw'),
            nDragHandle: t('chat.crop.aria.n'),
            neDragHandle: t('chat.crop.aria.ne'),
            eDragHandle: t('chat.crop.aria.e'),
            seDragHandle: t('chat.crop.aria.se'),
            sDragHandle: t('chat.crop.aria.s'),
            swDragHandle: t('chat.crop.aria.sw'),
            wDragHandle: t('chat.crop.aria.w'),
          }}
        >
          <img
            ref={image}
            src={source}
            alt={t('chat.crop.imageAlt', { name: file.name })}
            className="chat-crop__image"
            onLoad={(event) => {
              // The frame kept from an earlier crop, in this display's pixels.
              if (!crop || crop.unit !== '%') return;
              const { width, height } = event.currentTarget;
              setPixels({
                unit: 'px',
                x: (crop.x * width) / 100,
                y: (crop.y * height) / 100,
                width: (crop.width * width) / 100,
                height: (crop.height * height) / 100,
              });
            }}
          />
        </ReactCrop>
      </div>
    </Modal>
  );
}
