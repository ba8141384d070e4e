import { createConfig } from '@nibras/shared-ui/build/webpack.mjs';

export default createConfig({ dir: import.meta.dirname, name: 'shell', title: 'Nibras' });
