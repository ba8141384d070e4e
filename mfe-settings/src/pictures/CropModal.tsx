// Crop, then upload: the chosen image in a dialog with a crop frame (square for the profile
// picture, 4:1 for the cover). The frame moves with the mouse, touch or the arrow keys (Shift
// for bigger steps), and its corners resize it. "Save" draws the crop to a PNG file and uploads
// it with a progress bar. Success stores the new URL on the user and says so; a failure shows
// only the API's error (the old product also said "updated" after a failure: spec section 8).
import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import ReactCrop, { centerCrop, makeAspectCrop, type Crop, type PixelCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { ApiError, Button, GENERIC_ERROR, toast, useRemote, type User } from '@nibras/shared-ui';
import { Modal, Progress } from '@nibras/shared-ui/extra';
import { MAX_IMAGE_BYTES, PICTURE_TARGETS, cropToPngFile, type PictureKind } from './images';
import { uploadFile } from './upload';
import { useSettingsStyle } from '../useSettingsStyle';

/** The initial frame: as large as fits (90 %), centred. */
function initialCrop(width: number, height: number, aspect: number): Crop {
  return centerCrop(makeAspectCrop({ unit: '%', width: 90 }, aspect, width, height), width, height);
}

/** Mounted for one chosen file (the page keys it), so every choice starts afresh. */
export function CropModal({ kind, file, onClose }: { kind: PictureKind; file: File; onClose(): void }) {
  const { t } = useTranslation('settings');
  const { api, session } = useRemote();
  const target = PICTURE_TARGETS[kind];
  const image = useRef<HTMLImageElement>(null);
  const source = useMemo(() => URL.createObjectURL(file), [file]);
  const [crop, setCrop] = useState<Crop>();
  const [pixels, setPixels] = useState<PixelCrop | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;
  // The dialog is portalled out of the settings area: it takes the theme's variables itself.
  const { style } = useSettingsStyle();

  useEffect(() => () => URL.revokeObjectURL(source), [source]);

  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { width, height } = event.currentTarget;
    const first = initialCrop(width, height, target.aspect);
    setCrop(first);
    setPixels({
      unit: 'px',
      x: ((first.x ?? 0) * width) / 100,
      y: ((first.y ?? 0) * height) / 100,
      width: (first.width * width) / 100,
      height: (first.height * height) / 100,
    });
  };

  const onImageError = () => {
    toast.error('settings:pictures.unreadable');
    onClose();
  };

  const save = async () => {
    const img = image.current;
    if (!img || !pixels || pixels.width < 1 || pixels.height < 1) return;
    setProgress(0);
    try {
      const png = await cropToPngFile(img, pixels, target);
      if (png.size > MAX_IMAGE_BYTES) {
        toast.error('toast.fileTooLarge');
        setProgress(null);
        return;
      }
      const { url } = await uploadFile(api, target.path, png, {
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      const user = session.getState().user;
      if (user && typeof url === 'string') {
        // The shared session store: the header, the navbar's picture and the other tabs follow.
        const updated: User = { ...user, [target.field]: url };
        session.getState().setUser(updated);
      }
      toast.success(target.toast);
      setProgress(null);
      onClose();
    } catch (error) {
      setProgress(null);
      // A 401 has signed the student out already (the shell says so); anything else: the API's words.
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
    }
  };

  const title = t(`pictures.${kind}.cropTitle`);
  return (
    <Modal
      open
      title={title}
      onCancel={() => !uploading && onClose()}
      closable={!uploading}
      mask={{ closable: !uploading }}
      keyboard={!uploading}
      centered
      width={kind === 'cover' ? 760 : 520}
      className="st-crop-modal"
      footer={
        <div className="st-crop__footer">
          {uploading && (
            <Progress
              percent={progress}
              size="small"
              className="st-crop__progress"
              aria-label={t('pictures.uploading')}
              data-testid="upload-progress"
            />
          )}
          <Button onClick={onClose} disabled={uploading} data-testid="crop-cancel">
            {t('pictures.cancel')}
          </Button>
          <Button
            type="primary"
            onClick={() => void save()}
            loading={uploading}
            disabled={!pixels}
            data-testid="crop-save"
          >
            {t(`pictures.${kind}.save`)}
          </Button>
        </div>
      }
    >
      <div style={style}>
        <p className="st-crop__help" id={`st-crop-help-${kind}`}>
          {t('pictures.cropHelp')}
        </p>
        <div className={`st-crop st-crop--${kind}`} data-testid="crop-area">
          <ReactCrop
            crop={crop}
            onChange={(px, percent) => {
              setCrop(percent);
              setPixels(px);
            }}
            aspect={target.aspect}
            circularCrop={kind === 'picture'}
            keepSelection
            ruleOfThirds
            minWidth={32}
            disabled={uploading}
            ariaLabels={{
              cropArea: t('pictures.aria.cropArea'),
              nwDragHandle: t('pictures.aria.nw'),
              nDragHandle: t('pictures.aria.n'),
              neDragHandle: t('pictures.aria.ne'),
              eDragHandle: t('pictures.aria.e'),
              seDragHandle: t('pictures.aria.se'),
              sDragHandle: t('pictures.aria.s'),
              swDragHandle: t('pictures.aria.sw'),
              wDragHandle: t('pictures.aria.w'),
            }}
          >
            <img
              ref={image}
              src={source}
              alt={t(`pictures.${kind}.previewAlt`)}
              onLoad={onLoad}
              onError={onImageError}
              className="st-crop__image"
            />
          </ReactCrop>
        </div>
      </div>
    </Modal>
  );
}
