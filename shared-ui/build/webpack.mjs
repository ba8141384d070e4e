// One webpack factory for the shell and every remote, so sharing, loaders and
// output rules cannot drift between apps.
import path from 'node:path';
import fs from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { brotliQuality } from './compression.mjs';
import { KeepPreviousBuildPlugin } from './previous-build.mjs';
import zlib from 'node:zlib';
import { EsbuildPlugin } from 'esbuild-loader';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { apps, portOf, runtimeConfig } from './ports.mjs';
import { LAZY_SHARED, SHARED_SINGLETONS, SHARED_UI_ENTRIES, sharedConfig } from './shared.mjs';

export { LAZY_SHARED, SHARED_SINGLETONS, SHARED_UI_ENTRIES, sharedConfig };

/**
 * @param {object} o
 * @param {string} o.dir        package folder (import.meta.dirname of the config)
 * @param {'shell'|string} o.name federation name (shell, mfe_chat, ...)
 * @param {string} o.title      standalone page title
 * @param {string} [o.template] the page template (default: build/index.html)
 */
export function createConfig({ dir, name, title, template = path.join(import.meta.dirname, 'index.html') }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isShell = name === 'shell';
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const outDir = process.env.NIBRAS_OUT_DIR
      ? path.resolve(process.env.NIBRAS_OUT_DIR)
      : path.join(dir, 'dist');
    const port = portOf(name);

    /** @type {import('webpack').Configuration} */
    const config = {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: mode === 'development' ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: outDir,
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: isShell ? '/' : 'auto',
        uniqueName: name,
        // Production builds keep the previous build's files for tabs still running it
        // (previous-build.mjs); the dev server writes nothing to disk.
        clean: false,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: mode === 'development' } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(woff2?|ttf|otf|eot)$/, type: 'asset/resource' },
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isShell
            ? { remotes: {} }
            : { filename: 'remoteEntry.js', exposes: { './lifecycles': './src/lifecycles.tsx' } }),
          shared: sharedConfig(pkg),
          dts: false,
          // Remotes join the share scope only when loaded: one remote being down never blocks start-up.
          shareStrategy: 'loaded-first',
          manifest: !isShell,
        }),
        new HtmlWebpackPlugin({
          template,
          title,
          chunks: ['main'],
          // Absolute, so a deep link (/ar/settings/accessibility) still finds main.js;
          // federation chunks keep publicPath 'auto'.
          publicPath: '/',
          favicon: path.join(import.meta.dirname, 'favicon.svg'),
        }),
        // Precompressed copies (brotli and gzip) that the serve script sends when the browser accepts them.
        ...(mode === 'production'
          ? [
              new KeepPreviousBuildPlugin(),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|svg|json)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality() } },
                threshold: 1024,
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                filename: '[path][base].gz',
                algorithm: 'gzip',
                test: /\.(js|css|html|svg|json)$/,
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      optimization: {
        // Files a package ships minified (pdf.js's worker) are emitted as they are.
        minimizer: [
          new EsbuildPlugin({
            target: 'es2022',
            format: undefined,
            css: true,
            exclude: /\.min\.[\w.]*m?js$/,
          }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: isShell ? {} : { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        setupMiddlewares(middlewares) {
          // The run-time config: the shell's remote URLs, and the API URL a remote's harness uses.
          middlewares.unshift({
            name: 'runtime-config',
            path: '/config.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify(runtimeConfig()));
            },
          });
          return middlewares;
        },
      },
    };
    return config;
  };
}

export { apps };
