import { useEffect, useRef } from "react";

const COLOURS = ["#3d5a80", "#f4a259", "#b5543c", "#8cb369", "#f4e285", "#5b8e7d"];
const PIECES = 90;

interface Piece {
  x: number;
  y: number;
  size: number;
  speed: number;
  drift: number;
  spin: number;
  angle: number;
  colour: string;
}

/**
 * The celebration behind the release notes: looping confetti drawn on a canvas (no video asset is
 * shipped). Still, with nothing moving, for people who ask their system for reduced motion.
 */
export function Confetti({ height = 140 }: { height?: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const width = (canvas.width = canvas.clientWidth || 480);
    canvas.height = height;
    const random = (min: number, max: number) => min + Math.random() * (max - min);
    const pieces: Piece[] = Array.from({ length: PIECES }, () => ({
      x: random(0, width),
      y: random(-height, height),
      size: random(4, 9),
      speed: random(0.6, 1.8),
      drift: random(-0.5, 0.5),
      spin: random(-0.1, 0.1),
      angle: random(0, Math.PI * 2),
      colour: COLOURS[Math.floor(random(0, COLOURS.length))]!,
    }));
    const draw = () => {
      context.clearRect(0, 0, width, height);
      for (const p of pieces) {
        context.save();
        context.translate(p.x, p.y);
        context.rotate(p.angle);
        context.fillStyle = p.colour;
        context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        context.restore();
      }
    };
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    if (still) {
      draw();
      return;
    }
    let frame = 0;
    const step = () => {
      for (const p of pieces) {
        p.y += p.speed;
        p.x += p.drift;
        p.angle += p.spin;
        if (p.y > height + 10) {
          p.y = -10;
          p.x = random(0, width);
        }
      }
      draw();
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [height]);
  return <canvas ref={canvasRef} aria-hidden="true" style={{ display: "block", width: "100%", height }} />;
}
