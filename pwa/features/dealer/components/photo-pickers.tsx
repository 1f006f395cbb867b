import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import * as styles from './photo-manager.css';

/** "Take a photo" (the camera) and "Choose files", each opening its hidden file input. */
export function PhotoPickers({ full, onPick }: { full: boolean; onPick: (files: FileList | null) => void }) {
  const { t } = useTranslation('dealer');
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    onPick(event.target.files);
    event.target.value = '';
  };
  return (
    <div className={styles.pickers}>
      <Button variant="secondary" isDisabled={full} onPress={() => camera.current?.click()}>
        {t('photos.camera')}
      </Button>
      <Button variant="secondary" isDisabled={full} onPress={() => files.current?.click()}>
        {t('photos.files')}
      </Button>
      <input
        ref={camera}
        className={styles.hidden}
        type="file"
        accept="image/*"
        capture="environment"
        tabIndex={-1}
        aria-hidden="true"
        onChange={pick}
      />
      <input
        ref={files}
        className={styles.hidden}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
        multiple
        tabIndex={-1}
        aria-label={t('photos.files')}
        data-testid="photo-files"
        onChange={pick}
      />
    </div>
  );
}
