import { configure } from "@testing-library/dom";

// findBy…/waitFor wait up to 1 s by default: on a busy 2-core machine a React tree with MUI can
// take longer than that to settle, and a test would fail for the machine, not for the product.
configure({ asyncUtilTimeout: 4_000 });
