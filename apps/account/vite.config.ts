import { defineConfig } from 'vite';
import { appBuild, appPlugins } from '../../tools/vite-app-config.ts';

export default defineConfig({
  plugins: appPlugins(),
  build: {
    ...appBuild,
    // No modulepreload polyfill in the first script (about 0.4 KB gzip): every engine the project
    // tests (Chromium, Firefox ESR 115+, WebKit as Safari 17+) preloads modules itself; one without it
    // still loads each chunk, only without fetching it ahead.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // @portail/contracts is declarations only (constants, types, pure functions; no statement
      // runs at import). A module of it that the first script reaches only through the package's
      // index (export *) but that only on-demand code uses (the field rules' checks, the account
      // and deletion messages, the newsletters' queries, the security pages' shapes) was in the
      // first script all the same; declared without side effects, it is not ("/" -0.75 KB).
      // Declared here, not in the package's package.json, so that the portal's build is not changed.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id) ? false : undefined,
      },
      output: {
        // Every module the first script loads is in one file (the entry): gzip starts afresh with
        // each file, so the 14 small shared chunks it imported cost 2.8 KB more (npm run size, "/"
        // 103.5 -> 100.7 KB). The minifier's options (compress passes, top-level mangling) were
        // measured too and change nothing: Oxc's defaults.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            // The profile form's engine and fields, which the profile page, the completion wizard and
            // the settings' password form share: one chunk instead of three (gzip restarts per file;
            // "/" with its page chunk 100.6 -> 100.3, /completion 104.0 -> 103.7 KB). Their own imports
            // (the field messages, which the photo page's error mapping reads too) stay out of it; what
            // a profile lacks, which the fields say before any check, and the months' names are in it.
            // The error summary is a chunk of its own (the photo page shows it too); the field
            // messages, which only the rules, the server error mapping and the password forms read,
            // load with them ("/" 99482 -> 99047 B gzip, /completion 102476 -> 102033: they were one
            // chunk with the summary).
            {
              name: 'profile-fields',
              test: /[\\/](src[\\/]forms[\\/]use-schema-form|src[\\/]profile[\\/](ProfileFields|form-values|profile-fields)|packages[\\/]ui[\\/]src[\\/]fields[\\/](RadioGroup|Select|TextField|FieldMessages|described-by)|packages[\\/]contracts[\\/]src[\\/](profile-lack-messages|month-names))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
