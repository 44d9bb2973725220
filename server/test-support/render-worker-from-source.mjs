// The real render thread (../render-worker.ts) run from its TypeScript source, for tests that
// need the thread itself without a production build.
import { register } from "tsx/esm/api";

register();
await import("../render-worker.ts");
