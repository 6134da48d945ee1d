// Placeholder-free smoke figure: how long the domain package takes to import.
const started = performance.now();
await import("../src/index.ts");
console.log(`domain import: ${(performance.now() - started).toFixed(2)} ms`);
