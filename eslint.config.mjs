// One lint configuration for every package (each runs `eslint .` from its folder).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/@mf-types/**',
      '**/data/**',
      'e2e/.tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              message:
                "Import antd components from '@nibras/shared-ui' (one shared copy, only what is used).",
            },
            {
              name: 'formik',
              message:
                "Import formik from '@nibras/shared-ui/extra': the form kit's fields need the same formik as the form.",
            },
          ],
          patterns: [
            {
              group: ['antd/*'],
              message: "Import antd components from '@nibras/shared-ui' or '@nibras/shared-ui/extra'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'shared-ui/src/ui.ts',
      'shared-ui/src/ui-extra.ts',
      'shared-ui/src/extra.ts',
      'shared-ui/src/forms/**',
      'shared-ui/src/theme/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
