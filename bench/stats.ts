export interface Summary {
  n: number;
  median: number;
  p95: number;
  p99: number;
  min: number;
  max: number;
}

export function summarise(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    n: sorted.length,
    median: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    min: sorted[0]!,
    max: sorted[sorted.length - 1]!,
  };
}

export function formatMs(summary: Summary): string {
  const f = (v: number) => `${v.toFixed(1)} ms`;
  return `n=${summary.n} median ${f(summary.median)} p95 ${f(summary.p95)} min ${f(summary.min)} max ${f(summary.max)}`;
}
