/**
 * A seeded pseudo-random generator for the seeds: the same data on every installation, never
 * Math.random.
 */

/**
 * mulberry32, a small, well-distributed 32-bit PRNG.
 * @param seed any integer (taken modulo 2^32)
 * @returns a function answering numbers in [0, 1), the same sequence for the same seed
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
