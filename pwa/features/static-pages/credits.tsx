/**
 * The about page's data sources: the place data's credit as its licence asks (GeoNames, CC BY 4.0, with
 * links), and the map tiles' credit as the server is configured (OpenStreetMap's by default).
 */
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PLACES_ATTRIBUTION } from '@contract/places/attribution';
import { useMapTiles } from '../maps';
import * as styles from './static-page.css';

export const CREDITS_ID = 'credits';

/** A link whose words come from the translation (Trans puts them in as children). */
function Link({ href, license, children }: { href: string; license?: boolean; children?: ReactNode }) {
  return (
    <a href={href} rel={license ? 'noopener license' : 'noopener'}>
      {children}
    </a>
  );
}

export function Credits() {
  const { t } = useTranslation('common');
  const tiles = useMapTiles();
  return (
    <section id={CREDITS_ID} className={styles.section} aria-labelledby={`${CREDITS_ID}-title`}>
      <h2 id={`${CREDITS_ID}-title`} className={styles.sectionHeading}>
        {t('credits.title')}
      </h2>
      <p className={styles.paragraph}>
        <Trans
          t={t}
          i18nKey="credits.places"
          components={{
            site: <Link href={PLACES_ATTRIBUTION.url} />,
            licence: <Link href={PLACES_ATTRIBUTION.licenceUrl} license />,
          }}
          values={{ licence: PLACES_ATTRIBUTION.licence }}
        />
      </p>
      {tiles.data && (
        <p className={styles.paragraph}>
          <Trans
            t={t}
            i18nKey="credits.maps"
            components={{
              credit: tiles.data.attributionUrl ? <Link href={tiles.data.attributionUrl} /> : <span />,
            }}
            values={{ attribution: tiles.data.attribution }}
          />
        </p>
      )}
    </section>
  );
}
