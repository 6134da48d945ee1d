import { runServer } from "../server.ts";
import { TEST_PASSWORD_HASHING } from "./password-hashing.ts";

// The browser tests' server (e2e/playwright.config.ts): `npm start`'s own start-up, with the test
// password-hash cost, since every story signs its users up and in and none is about hashing.
runServer((config) => ({ ...config, passwordHashing: TEST_PASSWORD_HASHING })).catch((err) => {
  console.error("Owed could not start:", err);
  process.exit(1);
});
