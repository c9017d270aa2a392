import type { ImportReport } from './import-upload';
import { countOf, formatNumber } from '../../../../domain/numbers';


/** The French report of an import or of its dry run: counts, then each refused line with its reasons. */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <div role="status" className="space-y-3 rounded-xl border border-ink-700 bg-ink-950/60 p-4">
      <p className="font-semibold text-white">{report.message}</p>
      <p>
        {report.stored
          ? `${countOf(report.created, 'créé')}, ${countOf(report.merged, 'fusionné')} avec un prospect existant, sur ${countOf(report.total, 'ligne')}.`
          : `${formatNumber(report.created)} à créer, ${formatNumber(report.merged)} à fusionner avec un prospect existant, sur ${countOf(report.total, 'ligne')}.`}
      </p>
      {report.refused.length > 0 && (
        <ul className="max-h-60 space-y-1 overflow-y-auto text-red-200">
          {report.refused.map((line) => (
            <li key={line.line}>
              Ligne {line.line} : {line.errors.join('\u00a0; ')}
            </li>
          ))}
        </ul>
      )}
      {report.refusedCount > report.refused.length && <p>… et {report.refusedCount - report.refused.length} autres lignes refusées.</p>}
    </div>
  );
}
