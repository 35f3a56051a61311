import { useTranslation } from 'react-i18next';
import { href } from '@site/model';
import { Link } from '@site/ui';
import type { VisualLabels } from './visual-labels';

const ICD_CODE = 'J06.9';

/**
 * A patient's intake taken by FrontDesk and a protocol drafted by Doctor AI: MediFlow AI at work.
 * Its compliance badge is a link to the trust page, so it sits beside the picture, not in it.
 */
export function MediFlowIllustration({ labels }: { labels: VisualLabels<'mediflow-ai'> }) {
  const { t } = useTranslation('products');
  return (
    <>
      <div
        className="pr-visual pr-visual--mediflow"
        role="img"
        aria-label={`${labels.intakeTitle}: ${labels.complaint}. ${labels.protocolTitle}: ${labels.diagnosis}, ${labels.codeLabel} ${ICD_CODE}.`}
      >
        <div className="pr-window pr-intake">
          <p className="pr-window__title">{labels.intakeTitle}</p>
          <dl className="pr-fields">
            <div className="pr-fields__row">
              <dt>{labels.complaintLabel}</dt>
              <dd>{labels.complaint}</dd>
            </div>
            <div className="pr-fields__row">
              <dt>{labels.durationLabel}</dt>
              <dd>{labels.duration}</dd>
            </div>
            <div className="pr-fields__row">
              <dt>{labels.allergiesLabel}</dt>
              <dd>{labels.allergies}</dd>
            </div>
          </dl>
        </div>
        <div className="pr-window pr-protocol">
          <p className="pr-window__title">{labels.protocolTitle}</p>
          <p className="pr-protocol__diagnosis">
            <span className="pr-protocol__code">
              {labels.codeLabel} <strong translate="no">{ICD_CODE}</strong>
            </span>
            <span>{labels.diagnosis}</span>
          </p>
          <ol className="pr-protocol__steps">
            <li>{labels.step1}</li>
            <li>{labels.step2}</li>
          </ol>
        </div>
      </div>
      <Link className="pr-badge pr-badge--shield pr-visual-badge" to={href('trust')}>
        {labels.compliance}
        <span className="ui-visually-hidden"> — {t('page.trustBadge')}</span>
      </Link>
    </>
  );
}
