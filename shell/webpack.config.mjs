import path from 'node:path';
import { createConfig } from '@nibras/shared-ui/build/webpack.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  title: 'Nibras',
  // The shell's own page: accessibility classes before the first paint, a still navbar until the
  // app draws, and the place where its server writes the run-time config.
  template: path.join(import.meta.dirname, 'index.html'),
});
