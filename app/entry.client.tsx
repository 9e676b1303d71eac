import { startIslands } from "./islands/runtime";

// The browser's whole share of the app: no router, no document-wide hydration. Each
// interactive part of the prerendered page wakes on its own (ADR 038).
startIslands();
