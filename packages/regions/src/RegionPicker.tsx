import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@portail/state';
import { formatMessage } from '@portail/ui';
import type { RedirectAfterSave } from './after-save.ts';
import { findRegion } from './catalogue.ts';
import { regionMessages } from './messages.fr.ts';
import type { RegionsController } from './regions-controller.ts';
import { overallStatus } from './regions-store.ts';
import { RegionSectionField } from './RegionSectionField.tsx';
import { chooseRegion, type SelectedRegions } from './selection.ts';
import { sectionKeys, type SectionKey } from './sections.ts';

export interface RegionPickerProps {
  controller: Pick<RegionsController, 'store' | 'save'>;
  /** Prefix of every element id; stable across reloads so that focus can be restored. */
  idPrefix?: string;
  /** The sections to offer, in order; all five by default. */
  sections?: readonly SectionKey[];
  /** Passed to the save: a same-origin address, NO_REFRESH, or nothing to reload the page. */
  redirect?: RedirectAfterSave;
}

/**
 * The header's region picker: a disclosure button opens a panel with, per section, a search field
 * and a group of radio buttons. Choosing a region moves the linked sections too; « Enregistrer mes
 * régions » saves. Esc closes the panel and gives focus back to the button.
 */
export function RegionPicker({
  controller,
  idPrefix = 'region-picker',
  sections = sectionKeys,
  redirect,
}: RegionPickerProps) {
  const selected = useStore(controller.store, (state) => state.selected);
  const status = useStore(controller.store, overallStatus);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<SelectedRegions>(selected);
  const triggerId = `${idPrefix}-trigger`;
  const panelId = `${idPrefix}-panel`;
  const headingId = `${idPrefix}-heading`;
  const firstSection = sections[0] ?? 'edition';
  const currentName = findRegion(firstSection, selected[firstSection].id)?.name;

  function openPanel() {
    setDraft(selected);
    setOpen(true);
  }

  function closePanel() {
    setOpen(false);
    document.getElementById(triggerId)?.focus();
  }

  // Esc anywhere in the open picker closes it and gives focus back to the button.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // A search field with text takes the first Esc to clear itself.
      const target = event.target;
      if (target instanceof HTMLInputElement && target.type === 'search' && target.value !== '') return;
      event.preventDefault();
      setOpen(false);
      document.getElementById(triggerId)?.focus();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [open, triggerId]);

  // On opening, each list shows its chosen region (a long list would otherwise start at « A »).
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    for (const list of root.querySelectorAll<HTMLElement>('.region-section-options')) {
      const chosen = list.querySelector<HTMLElement>('input:checked')?.closest('li');
      if (chosen) list.scrollTop = Math.max(0, chosen.offsetTop - list.offsetTop - chosen.offsetHeight);
    }
  }, [open]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void controller.save(draft, { focusId: triggerId, ...(redirect !== undefined ? { redirect } : {}) });
  }

  return (
    <div className="region-picker" ref={rootRef}>
      <button
        id={triggerId}
        type="button"
        className="region-picker-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? setOpen(false) : openPanel())}
      >
        {currentName
          ? formatMessage(regionMessages.triggerCurrent, { region: currentName })
          : regionMessages.trigger}
      </button>
      <section id={panelId} className="region-picker-panel" aria-labelledby={headingId} hidden={!open}>
        <h2 id={headingId} className="region-picker-heading">
          {regionMessages.heading}
        </h2>
        <p className="region-picker-intro">{regionMessages.intro}</p>
        <form className="region-picker-form" onSubmit={onSubmit} noValidate>
          <div className="region-picker-sections">
            {sections.map((section) => (
              <RegionSectionField
                key={section}
                section={section}
                selectedId={draft[section].id}
                idPrefix={idPrefix}
                onChoose={(type, value) => setDraft((current) => chooseRegion(current, { type, value }))}
              />
            ))}
          </div>
          <div className="region-picker-actions">
            <button type="submit" className="button button-primary" aria-disabled={status === 'saving'}>
              {regionMessages.save}
            </button>
            <button type="button" className="button button-secondary" onClick={closePanel}>
              {regionMessages.close}
            </button>
          </div>
        </form>
      </section>
      <p className="region-picker-status" role="status">
        {status === 'saving' ? regionMessages.saving : status === 'saved' ? regionMessages.saved : ''}
      </p>
      <p className="region-picker-error" role="alert">
        {status === 'error' ? regionMessages.error : ''}
      </p>
    </div>
  );
}
