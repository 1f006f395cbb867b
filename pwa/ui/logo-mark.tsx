import { tones } from './logo-mark.css';

/**
 * The app's mark (the drawing of manifest/icon.svg), decorative next to the app's name. `tone="brand"` is
 * the blue tile with a white car for light backgrounds (the header); `tone="light"` the white tile with a
 * blue car for dark ones (the footer).
 */
export function LogoMark({ size = 32, tone = 'brand' }: { size?: number; tone?: 'brand' | 'light' }) {
  const { tile, car } = tones[tone];
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 512 512">
      <rect width="512" height="512" rx="112" className={tile} />
      <g className={car}>
        <path d="M140 272l38-84c8-18 24-28 44-28h68c20 0 36 10 44 28l38 84z" />
        <rect x="96" y="252" width="320" height="100" rx="36" />
      </g>
      <g className={tile}>
        <path d="M186 252l24-56c3-8 9-12 17-12h19v68zM266 252v-68h19c8 0 14 4 17 12l24 56z" />
        <circle cx="176" cy="352" r="48" />
        <circle cx="336" cy="352" r="48" />
      </g>
      <g className={car}>
        <circle cx="176" cy="352" r="34" />
        <circle cx="336" cy="352" r="34" />
      </g>
      <g className={tile}>
        <circle cx="176" cy="352" r="12" />
        <circle cx="336" cy="352" r="12" />
      </g>
    </svg>
  );
}
