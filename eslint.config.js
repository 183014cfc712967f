import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/data/**", "**/.data-*/**", "apps/server/drizzle/**", "bench/results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // Web import boundaries (docs/ARCHITECTURE.md, "Client"): a feature imports ui/, lib/, i18n/, its own
    // files and another feature's public index.ts — never another feature's inner files, nor pages/,
    // layout/ or app/. Features are one folder deep, so "../<name>/<file>" is always another feature.
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(?!\\.\\.?/)[^/]+/.+",
              message: "Import another feature through its public index.ts (\"../<feature>\"), or move the shared piece to ui/ or lib/.",
            },
            {
              regex: "^(\\.\\./)+(pages|layout|app)(/|$)",
              message: "Features do not import pages/, layout/ or app/: those compose features, not the other way round.",
            },
            {
              regex: "^(\\.\\./){2,}features/",
              message: "Import another feature through its public index.ts (\"../<feature>\").",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["apps/web/public/**/*.js"],
    languageOptions: { globals: globals.browser, sourceType: "script" },
  },
);
