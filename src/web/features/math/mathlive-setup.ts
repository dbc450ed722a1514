/**
 * MathLive, configured for our Content-Security-Policy. Imported only through
 * `load-mathlive.ts`, so its ~800 kB load with the pages that show a math field.
 *
 * Fonts: `mathlive/fonts.css` declares the KaTeX fonts with relative URLs; Vite copies the
 * .woff2 files into dist/web/assets (hashed, served from our origin) and loads this CSS with
 * the chunk. The stylesheet also sets `--ML__static-fonts`, so MathLive does not fetch fonts
 * itself; `fontsDirectory = null` makes sure of it. Sounds are off: no audio files to serve,
 * and silence suits an exam.
 */
import 'mathlive/fonts.css';
import { MathfieldElement } from 'mathlive';

MathfieldElement.fontsDirectory = null;
MathfieldElement.soundsDirectory = null;

export { MathfieldElement };
