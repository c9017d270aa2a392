import { frenchDecimal } from '../../../domain/french-decimal';
import Star from 'lucide-react/icons/star';

export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const full = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Note\u00a0: ${frenchDecimal(rating)} sur 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden size={size} fill="currentColor" className={i < full ? 'text-amber-400' : 'text-ink-600'} />
      ))}
    </span>
  );
}
