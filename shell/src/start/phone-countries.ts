import { adoptViewerCountry, PHONE_COUNTRY_ATTRIBUTE, PHONE_FACE_ATTRIBUTE, PHONE_FIELD_ATTRIBUTE, phoneFace, viewerCountryOfPage } from '@site/model';
import { inPrerenderedIsland } from '../page-protocol';

/**
 * A phone field's country picker starts, in the prerendered page, at its language's country (or
 * none); the page's response says the viewer's (a Server-Timing metric from the edge). Before the
 * form's code runs, the page's own script moves each picker there, so a Ukrainian on /ru sees
 * `🇺🇦 +380` from the first frame the form is in, and keeps the picker's face (flag and calling
 * code) in step with what the visitor picks from its list; the number's example, which was another
 * country's, is cleared until the form's code writes the new one.
 */
export function followPhoneCountries(): void {
  const viewer = viewerCountryOfPage();
  for (const picker of document.querySelectorAll<HTMLSelectElement>(`select[${PHONE_COUNTRY_ATTRIBUTE}]`)) {
    if (inPrerenderedIsland(picker) && adoptViewerCountry(picker, viewer)) show(picker);
  }
  addEventListener('change', (event) => {
    const picker = event.target;
    if (picker instanceof HTMLSelectElement && picker.hasAttribute(PHONE_COUNTRY_ATTRIBUTE) && inPrerenderedIsland(picker)) show(picker);
  });
}

function show(picker: HTMLSelectElement): void {
  const field = picker.closest(`[${PHONE_FIELD_ATTRIBUTE}]`);
  const face = field?.querySelector(`[${PHONE_FACE_ATTRIBUTE}]`);
  // A choice's label ends in its calling code: `Польща (+48)` (phoneCountryChoices of @site/contracts).
  const code = /\(\+(\d+)\)$/.exec(picker.selectedOptions[0]?.text ?? '')?.[1];
  if (face) face.textContent = phoneFace(picker.value, code);
  field?.querySelector('input[type="tel"]')?.setAttribute('placeholder', '');
}
