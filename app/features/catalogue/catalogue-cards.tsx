import { Link } from 'react-router';
import type { CatalogueItem } from '../../../domain/catalogue/catalogue-item';
import { automationBarPercent, automationLevelLabels, levelOf } from '../../../domain/catalogue/level';
import { cardLimits } from '../../../domain/catalogue/limits';
import { AddButton } from './card-actions';
import { TagList, ToolChips } from './card-parts';
import { CatalogueIcon } from './catalogue-icons';
import { CardShell, primaryAction, secondaryAction } from './card-shell';
import { contactLinks } from './contact-links';
import { formatWholePercent } from '../../../domain/percent';

function PremiumCard({ item }: { item: CatalogueItem }) {
  return (
    <CardShell
      item={item}
      actions={
        <>
          {item.profileId !== undefined && (
            <Link to={`/employe/${item.profileId}`} className={primaryAction}>
              <CatalogueIcon name="user-round" size={16} /> Voir le profil
            </Link>
          )}
          <a href={contactLinks.freeQuote(item)} target="_blank" rel="noopener" className={secondaryAction}>
            Devis gratuit <CatalogueIcon name="external-link" size={14} />
            <span className="sr-only">(nouvel onglet)</span>
          </a>
          <AddButton item={item} />
        </>
      }
    >
      <ToolChips names={item.integrations} max={cardLimits.premiumTools} />
      <TagList title="Compétences clés" values={item.skills} max={cardLimits.premiumSkills} />
    </CardShell>
  );
}

function AutomationBar({ item }: { item: CatalogueItem }) {
  const level = item.automationLevel ?? levelOf(item);
  const percent = automationBarPercent(level);
  const label = item.automationLevel ? automationLevelLabels[item.automationLevel] : `Niveau ${level === 'high' ? 'avancé' : 'intermédiaire'}`;
  return (
    <div>
      <div className="flex justify-between text-xs text-gray-400">
        <span>{label}</span>
        <span>{formatWholePercent(percent / 100)}</span>
      </div>
      <div role="meter" aria-label="Niveau d'automatisation" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="mt-1 h-2 rounded-full bg-ink-700">
        <div className="h-2 rounded-full bg-gradient-to-r from-brand-500 to-accent-400" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function OtherBody({ item }: { item: CatalogueItem }) {
  return (
    <>
      <TagList title="Compétences" values={item.skills} max={cardLimits.otherSkills} word={false} />
      <TagList title="Déclencheurs" values={item.triggers} max={cardLimits.otherTriggers} word={false} tone="trigger" />
      <ToolChips names={item.integrations} max={cardLimits.chips} word={false} title="Intégrations" />
      {item.kind !== 'assistant' && <AutomationBar item={item} />}
    </>
  );
}

function CustomCard({ item }: { item: CatalogueItem }) {
  return (
    <CardShell
      item={item}
      actions={
        <>
          <Link to={contactLinks.requestQuote(item)} className={primaryAction}>
            Demander un devis <CatalogueIcon name="arrow-right" size={16} />
          </Link>
          <Link to={contactLinks.demo(item)} className={secondaryAction}>
            <CatalogueIcon name="play-circle" size={16} /> Voir la démo
          </Link>
          <AddButton item={item} />
        </>
      }
    >
      <OtherBody item={item} />
    </CardShell>
  );
}

function OtherCard({ item }: { item: CatalogueItem }) {
  return (
    <CardShell
      item={item}
      actions={
        <>
          <Link to={contactLinks.trial(item)} className={secondaryAction}>
            En savoir plus <CatalogueIcon name="arrow-right" size={16} />
          </Link>
          <AddButton item={item} />
        </>
      }
    >
      <OtherBody item={item} />
    </CardShell>
  );
}

export function CatalogueCard({ item }: { item: CatalogueItem }) {
  if (item.variant === 'premium') return <PremiumCard item={item} />;
  if (item.variant === 'custom') return <CustomCard item={item} />;
  return <OtherCard item={item} />;
}
