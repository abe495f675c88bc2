/**
 * Remakes the confetti of the release-notes window (spec §2: "a release-notes modal with a
 * confetti video"): a 3-second seamless loop on a transparent background, drawn here frame by
 * frame and encoded by ffmpeg as WebM (VP9 with alpha), plus a still of its first frame for
 * people who ask for reduced motion. Needs ffmpeg on the PATH (Debian: `apt-get install ffmpeg`).
 *   node scripts/make-confetti-video.mjs
 * Writes apps/web/public/confetti.webm and apps/web/public/confetti-still.png (served as they are,
 * never imported by the app's code, so no JavaScript chunk grows).
 */
import { spawn } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/public");
const VIDEO = path.join(OUT_DIR, "confetti.webm");
const STILL = path.join(OUT_DIR, "confetti-still.png");

const WIDTH = 600;
const HEIGHT = 140;
const FPS = 24;
const SECONDS = 3;
const FRAMES = FPS * SECONDS;
const PIECES = 56;
/** Pieces fall through a band taller than the picture, so they enter and leave out of sight. */
const MARGIN = 12;
const BAND = HEIGHT + 2 * MARGIN;
/** Samples per pixel side: 3 × 3 samples smooth the edges of the small pieces. */
const SUPERSAMPLE = 3;
const COLOURS = ["#3d5a80", "#f4a259", "#b5543c", "#8cb369", "#f4e285", "#5b8e7d", "#98c1d9"];

/** A fixed seed, so remaking the video gives the same confetti. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20260101);
const between = (min, max) => min + random() * (max - min);
const pick = (list) => list[Math.floor(random() * list.length)];
const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);

// Every motion is a whole number of turns per loop, so the last frame leads into the first.
const pieces = Array.from({ length: PIECES }, () => ({
  x: between(0, WIDTH),
  y: between(0, BAND),
  laps: pick([1, 1, 2]),
  swayAmplitude: between(3, 14),
  swayTurns: pick([1, 2]),
  swayPhase: between(0, 2 * Math.PI),
  angle: between(0, 2 * Math.PI),
  spinTurns: pick([-2, -1, 1, 2]),
  flipTurns: pick([1, 2, 3]),
  flipPhase: between(0, 2 * Math.PI),
  length: between(8, 14),
  breadth: between(4, 7),
  colour: rgb(pick(COLOURS)),
}));

/** One frame as straight-alpha RGBA bytes; `progress` runs from 0 to just under 1 over the loop. */
function drawFrame(progress) {
  const turn = 2 * Math.PI * progress;
  // Premultiplied colour and alpha per pixel, pieces painted over each other.
  const buffer = new Float32Array(WIDTH * HEIGHT * 4);
  // The colour the transparent pixels around a piece carry: the encoder averages colour over
  // 2 × 2 pixels whatever their alpha, and black there would darken every edge.
  const bleed = new Float32Array(WIDTH * HEIGHT * 3).fill(-1);
  for (const p of pieces) {
    const cx = p.x + p.swayAmplitude * Math.sin(p.swayTurns * turn + p.swayPhase);
    const cy = ((p.y + p.laps * BAND * progress) % BAND) - MARGIN;
    const angle = p.angle + p.spinTurns * turn;
    // Tumbling: the piece shows its edge, then its face, shaded darker as it turns away.
    const flip = Math.cos(p.flipTurns * turn + p.flipPhase);
    const halfLength = p.length / 2;
    const halfBreadth = Math.max(0.35, (p.breadth * Math.abs(flip)) / 2);
    const shade = 0.7 + 0.3 * Math.abs(flip);
    const [r, g, b] = p.colour.map((c) => c * shade);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.ceil(Math.hypot(halfLength, halfBreadth)) + 1;
    for (let py = Math.max(0, Math.floor(cy - reach)); py <= Math.min(HEIGHT - 1, Math.ceil(cy + reach)); py++) {
      for (let px = Math.max(0, Math.floor(cx - reach)); px <= Math.min(WIDTH - 1, Math.ceil(cx + reach)); px++) {
        let inside = 0;
        for (let sy = 0; sy < SUPERSAMPLE; sy++) {
          for (let sx = 0; sx < SUPERSAMPLE; sx++) {
            const dx = px + (sx + 0.5) / SUPERSAMPLE - cx;
            const dy = py + (sy + 0.5) / SUPERSAMPLE - cy;
            const u = dx * cos + dy * sin;
            const v = -dx * sin + dy * cos;
            if (Math.abs(u) <= halfLength && Math.abs(v) <= halfBreadth) inside++;
          }
        }
        if (!inside) {
          const j = (py * WIDTH + px) * 3;
          if (bleed[j] < 0) [bleed[j], bleed[j + 1], bleed[j + 2]] = [r, g, b];
          continue;
        }
        const alpha = inside / (SUPERSAMPLE * SUPERSAMPLE);
        const i = (py * WIDTH + px) * 4;
        const keep = 1 - alpha;
        buffer[i] = r * alpha + buffer[i] * keep;
        buffer[i + 1] = g * alpha + buffer[i + 1] * keep;
        buffer[i + 2] = b * alpha + buffer[i + 2] * keep;
        buffer[i + 3] = alpha + buffer[i + 3] * keep;
      }
    }
  }
  const bytes = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let i = 0; i < bytes.length; i += 4) {
    const alpha = buffer[i + 3];
    if (alpha <= 0) {
      const j = (i / 4) * 3;
      if (bleed[j] >= 0)
        [bytes[i], bytes[i + 1], bytes[i + 2]] = [bleed[j], bleed[j + 1], bleed[j + 2]].map((c) => Math.round(c * 255));
      continue;
    }
    bytes[i] = Math.round((buffer[i] / alpha) * 255);
    bytes[i + 1] = Math.round((buffer[i + 1] / alpha) * 255);
    bytes[i + 2] = Math.round((buffer[i + 2] / alpha) * 255);
    bytes[i + 3] = Math.round(alpha * 255);
  }
  return bytes;
}

/** Runs ffmpeg reading raw RGBA frames from its standard input. */
function ffmpeg(outputArgs, frames) {
  return new Promise((resolve, reject) => {
    const input = [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      "-s",
      `${WIDTH}x${HEIGHT}`,
      "-r",
      String(FPS),
      "-i",
      "-",
    ];
    const child = spawn("ffmpeg", [...input, ...outputArgs], { stdio: ["pipe", "inherit", "inherit"] });
    child.on("error", (error) => reject(new Error(`ffmpeg could not start (is it installed?): ${error.message}`)));
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
    const feed = async () => {
      for (const frame of frames) {
        if (!child.stdin.write(frame)) await new Promise((drained) => child.stdin.once("drain", drained));
      }
      child.stdin.end();
    };
    feed().catch(reject);
  });
}

function* allFrames() {
  for (let frame = 0; frame < FRAMES; frame++) yield drawFrame(frame / FRAMES);
}

// VP9 keeps the alpha channel only with yuva420p and without alternate reference frames;
// bitexact leaves out the container's random ids, so the same frames give the same file.
await ffmpeg(
  [
    "-c:v",
    "libvpx-vp9",
    "-pix_fmt",
    "yuva420p",
    "-auto-alt-ref",
    "0",
    "-b:v",
    "0",
    "-crf",
    "50",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-row-mt",
    "1",
    "-an",
    "-fflags",
    "+bitexact",
    "-metadata",
    "title=Hearth release-notes confetti",
    VIDEO,
  ],
  allFrames(),
);
await ffmpeg(["-frames:v", "1", "-pix_fmt", "rgba", STILL], [drawFrame(0)]);
for (const file of [VIDEO, STILL])
  console.log(`${path.relative(process.cwd(), file)}: ${(statSync(file).size / 1024).toFixed(1)} KB`);
