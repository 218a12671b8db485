/** The error pages' animated black hole: pure CSS, no script, calm under reduced motion. */
export function BlackHole() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 -z-10 overflow-hidden bg-black"
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgba(35,50,119,0.55),transparent_65%)]" />
      <div
        className="absolute left-1/2 top-1/2 size-[150vmax] -translate-x-1/2 -translate-y-1/2 rounded-full opacity-70"
        style={{
          background:
            'conic-gradient(from 0deg, transparent 0deg, rgba(230,199,122,0.35) 40deg, transparent 90deg, rgba(52,72,156,0.45) 160deg, transparent 220deg, rgba(201,162,75,0.3) 290deg, transparent 360deg)',
          animation: 'blackhole-spin 28s linear infinite',
          maskImage: 'radial-gradient(circle, transparent 8%, black 14%, transparent 48%)',
          WebkitMaskImage: 'radial-gradient(circle, transparent 8%, black 14%, transparent 48%)',
        }}
      />
      <div
        className="absolute left-1/2 top-1/2 size-[38vmin] -translate-x-1/2 -translate-y-1/2 rounded-full bg-black"
        style={{
          boxShadow: '0 0 60px 18px rgba(230,199,122,0.35), 0 0 160px 60px rgba(52,72,156,0.35)',
          animation: 'blackhole-breathe 7s ease-in-out infinite',
        }}
      />
    </div>
  );
}
