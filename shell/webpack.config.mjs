import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createConfig, LAZY_SHARED } from '@nibras/shared-ui/build/webpack.mjs';

/**
 * `<link rel="preload">` in index.html for the chunks every start needs: the bootstrap and the
 * shared modules the shell provides (react, react-dom, shared-ui...). Without it they are requested only once
 * main.js has run; with it they download while main.js does. The lazy pages (/auth,
 * /onboarding), the shared modules a first page does not need (`LAZY_SHARED`: shared-ui's `extra`)
 * and the fallback copies that consuming would load (never needed: the shell's own are provided
 * first) are left out.
 */
class PreloadStartChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunks', (data) => {
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          const atStart = group.origins.some(
            (o) =>
              o.request === './bootstrap' ||
              // `_name`: the share key of a ProvideSharedModule.
              (o.module?.type === 'provide-module' && !LAZY_SHARED.includes(o.module._name)),
          );
          if (!atStart) continue;
          for (const chunk of group.chunks) {
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
        }
        const links = [...files].sort().map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${data.publicPath}${file}`,
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

const config = createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  title: 'Nibras',
  // The shell's own page: accessibility classes before the first paint, a still navbar until the
  // app draws, and the place where its server writes the run-time config.
  template: path.join(import.meta.dirname, 'index.html'),
});

export default (env, argv) => {
  const resolved = config(env, argv);
  if (resolved.mode === 'production') resolved.plugins.push(new PreloadStartChunks());
  return resolved;
};
