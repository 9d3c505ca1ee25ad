import { useEffect, useRef, type FormEvent } from 'react';
import { regionFormMessages } from '@portail/ui';
import { RegionSectionField } from './RegionSectionField.tsx';
import { chooseRegion, type SelectedRegions } from './selection.ts';
import type { SectionKey } from './sections.ts';

export interface RegionPickerFormProps {
  sections: readonly SectionKey[];
  idPrefix: string;
  draft: SelectedRegions;
  onDraft(update: (current: SelectedRegions) => SelectedRegions): void;
  saving: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClose(): void;
}

/**
 * The open picker's form: per section, a search field and its radio buttons, then « Enregistrer mes
 * régions » and « Fermer ». It loads when the picker first opens (or the pointer or focus comes to
 * its button): the regions' lists are not in the first script.
 */
export function RegionPickerForm({
  sections,
  idPrefix,
  draft,
  onDraft,
  saving,
  onSubmit,
  onClose,
}: RegionPickerFormProps) {
  // On opening, each list shows its chosen region (a long list would otherwise start at « A »).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const list of form.querySelectorAll<HTMLElement>('.region-section-options')) {
      const chosen = list.querySelector<HTMLElement>('input:checked')?.closest('li');
      if (chosen) list.scrollTop = Math.max(0, chosen.offsetTop - list.offsetTop - chosen.offsetHeight);
    }
  }, []);
  return (
    <form ref={formRef} className="region-picker-form" onSubmit={onSubmit} noValidate>
      <div className="region-picker-sections">
        {sections.map((section) => (
          <RegionSectionField
            key={section}
            section={section}
            selectedId={draft[section].id}
            idPrefix={idPrefix}
            onChoose={(type, value) => onDraft((current) => chooseRegion(current, { type, value }))}
          />
        ))}
      </div>
      <div className="region-picker-actions">
        <button type="submit" className="button button-primary" aria-disabled={saving}>
          {regionFormMessages.save}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {regionFormMessages.close}
        </button>
      </div>
    </form>
  );
}
