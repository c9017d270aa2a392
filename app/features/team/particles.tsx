/** Fifty drifting dots behind the team hero; positions derive from the index so pre-rendered HTML is stable. */
const PARTICLE_COUNT = 50;

export function Particles() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
      {Array.from({ length: PARTICLE_COUNT }, (_, i) => (
        <span
          key={i}
          className="absolute h-1 w-1 rounded-full bg-accent-300/60 motion-safe:animate-pulse"
          style={{ left: `${(i * 37) % 100}%`, top: `${(i * 53) % 100}%`, animationDelay: `${(i % 10) * 0.3}s` }}
        />
      ))}
    </div>
  );
}
