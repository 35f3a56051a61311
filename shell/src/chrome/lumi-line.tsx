import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { zoneLabel } from '@site/contracts';
import { clock, LUMI_LINE, type Language, type LumiLine } from '@site/model';

/** When Lumi answers its line, in the page's language: day and night, or its window on a clock named as the language names it („9:00–18:00 (czasu warszawskiego)”). */
function hoursText(hours: LumiLine['hours'], t: TFunction<'shell'>, lang: Language): string {
  if (hours === 'always') return t('lumiLine.always');
  return t(`lumiLine.window.${hours.days}`, { from: clock(hours.from), to: clock(hours.to), zone: zoneLabel(hours.timeZone, lang) });
}

/**
 * The number a buyer rings to hear Lumi answer (the agent's line, `LUMI_LINE`), as a `tel:` link with
 * the hours it answers: a footer line, or a row of the contacts page's list. Nothing when no line is configured.
 */
export function LumiLineContact({ as, lang, line = LUMI_LINE ?? null }: { as: 'footer' | 'contacts'; lang: Language; line?: LumiLine | null }) {
  const { t } = useTranslation('shell');
  if (!line) return null;
  const link = (
    <a href={`tel:${line.number}`} className="sh-lumi-line__number">
      {line.display}
    </a>
  );
  const hours = <span className="sh-lumi-line__hours">{hoursText(line.hours, t, lang)}</span>;
  if (as === 'footer') {
    return (
      <li className="sh-lumi-line">
        {t('lumiLine.label')}: {link} <br />
        {hours}
      </li>
    );
  }
  return (
    <div className="sh-lumi-line">
      <dt>{t('lumiLine.label')}</dt>
      <dd>
        {link}
        <br />
        {hours}
      </dd>
    </div>
  );
}
