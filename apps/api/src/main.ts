import { runServer } from "./server.ts";

runServer().catch((err) => {
  console.error("Owed could not start:", err);
  process.exit(1);
});
