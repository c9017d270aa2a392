import { useState } from 'react';

/** One card face at the 88 × 50 ratio; a file that does not load says so in place of the image. */
export function CardImage({ path, alt, className = '' }: { path: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !path || failed === path;
  return (
    <div className={`relative aspect-[88/50] w-full overflow-hidden rounded-lg bg-ink-800 shadow-lg ${className}`}>
      {broken ? (
        <p className="flex h-full items-center justify-center p-3 text-center text-sm text-red-300" role="img" aria-label={alt}>
          {path ? `Impossible d'afficher ${path}` : 'Aucun verso pour ce modèle'}
        </p>
      ) : (
        <img src={path} alt={alt} width={880} height={500} className="h-full w-full object-contain" onError={() => setFailed(path)} />
      )}
    </div>
  );
}
