import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jestDom from "eslint-plugin-jest-dom";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import testingLibrary from "eslint-plugin-testing-library";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "bench/results/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports" },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Modules that import each other cannot be read, tested or loaded one at a time.
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver()],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // The server logs through Fastify's logger (server/logger.ts); only the command line
    // (scripts/) prints.
    files: ["server/**/*.ts"],
    rules: { "no-console": "error" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Islands run in the browser, which gets no router (ADR 022): the components, hooks,
    // logic and content they are made of import none. Only route modules and the root
    // layout's prerender-only parts may.
    files: ["app/{components,hooks,islands,lib,content}/**/*.{ts,tsx}"],
    ignores: [
      "app/components/layout/page-handle.ts",
      "app/components/layout/island-scripts.tsx",
      "**/*.test.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react-router", "react-router/*", "@react-router/*"],
              message:
                "Islands hydrate without a router: use a plain <a>, and read the page's wishes in the root layout (ADR 022).",
            },
          ],
        },
      ],
    },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.strict },
  {
    files: ["app/**/*.test.tsx"],
    ...testingLibrary.configs["flat/react"],
  },
  { files: ["app/**/*.test.tsx"], ...jestDom.configs["flat/recommended"] },
);
