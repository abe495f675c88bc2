/** Values the Vite build writes into the bundle (vite.config.ts `define`), and raw text imports. */
declare const __HEARTH_VERSION__: string;

declare module "*.md?raw" {
  const text: string;
  export default text;
}
