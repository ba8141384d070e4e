import { createConfig } from '@nibras/shared-ui/build/webpack.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_marketing',
  title: 'Nibras · mfe-marketing',
});
