// How the build groups modules into script files (Rolldown's output.codeSplitting, used by Vite 8).
// Left to itself the bundler cuts one file per set of routes that share a module: the Overview
// needed about 68 scripts. The browser speaks HTTP/1.1 to the API's port, at most six requests at
// a time, shared with the page's reads (which start with the navigation), so the scripts went out
// in waves behind the reads. Two groups bring a seller page down to four or five files:
// - app: everything the first render needs, merged into the entry script;
// - lazy-shared: code that two or more lazy routes share (layout, Mantine widgets, tables, queries),
//   in one file, so a page waits only for it, the shell's chunk and its own chunk.
// The chart library and the spreadsheet export stay out of both: large, and loaded on demand.
// The price: a public page (log in) also loads the shared chunk, about 100 kB gzip instead of 8.
// The shared chunk is not preloaded from index.html: on the benchmark it gained nothing measurable
// and it would count against the initial-JavaScript budget (scripts/bench-web.ts).
import type { Rolldown } from 'vite';

/** Modules that load on demand only (charts, the spreadsheet export): never merged into a group. */
const ON_DEMAND =
  /node_modules[\\/](echarts|zrender|tslib)[\\/]|[\\/]components[\\/]charts[\\/]|xlsx-workbook|zip-archive/;

export const codeSplittingGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'app', tags: ['$initial'], priority: 2 },
  {
    // A name no route module has, so the file is easy to tell apart from the routes' chunks.
    name: 'lazy-shared',
    test: (id) => !ON_DEMAND.test(id),
    minShareCount: 2,
    priority: 1,
  },
];
