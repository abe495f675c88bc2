/** `npm test` runs this first: it names the end-to-end browser, or says what to install before anything else runs. */
import { checkBrowser } from "./browser";

try {
  console.log(await checkBrowser());
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
