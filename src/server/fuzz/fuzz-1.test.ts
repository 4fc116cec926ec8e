// One of the two files of the fuzz suite (suite.ts). Vitest runs them side by side, one per core, and they
// share the routes as they go; run alone, a file fuzzes every route.
import { defineFuzzSuite } from './suite';

defineFuzzSuite(1);
