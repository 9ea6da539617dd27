// Async boundary: the federation runtime must negotiate the shared singletons before any of them load.
// Named, so that the server can preload its files in the HTML (api/src/web/headHints.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
