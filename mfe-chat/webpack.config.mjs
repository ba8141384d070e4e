import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createConfig } from '@nibras/shared-ui/build/webpack.mjs';

const require = createRequire(import.meta.url);

/**
 * pdf.js's data, served from this remote's own build, never from a CDN (src/viewer/pdfjs.ts): the
 * character maps (cmaps/), standard fonts (standard_fonts/), colour profiles (iccs/) and image
 * decoders (wasm/) of the installed pdfjs-dist, emitted as `pdfjs/<version>/<folder>/<file>` beside
 * the chunks (the version in the path: the serve script caches these files for a year). The worker
 * is an asset of the build already (`new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url)`).
 */
export class PdfjsDataPlugin {
  static FOLDERS = ['cmaps', 'standard_fonts', 'iccs', 'wasm'];

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
    const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    compiler.hooks.thisCompilation.tap('PdfjsDataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PdfjsDataPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const folder of PdfjsDataPlugin.FOLDERS) {
            const dir = path.join(root, folder);
            compilation.contextDependencies.add(dir);
            for (const name of fs.readdirSync(dir)) {
              const file = path.join(dir, name);
              if (!fs.statSync(file).isFile()) continue;
              compilation.emitAsset(
                `pdfjs/${version}/${folder}/${name}`,
                new sources.RawSource(fs.readFileSync(file)),
                // Already minified (and the decoders' JS fallbacks are not ours to rewrite).
                { minimized: true, immutable: true },
              );
            }
          }
        },
      );
    });
  }
}

const base = createConfig({ dir: import.meta.dirname, name: 'mfe_chat', title: 'Nibras · mfe-chat' });

export default (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new PdfjsDataPlugin());
  return config;
};
