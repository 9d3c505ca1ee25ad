import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useStore } from '@portail/state';
import { formatMessage, useDisclosure } from '@portail/ui';
import type { RedirectAfterSave } from './after-save.ts';
import { findRegion } from './catalogue.ts';
import { regionMessages } from './messages.fr.ts';
import type { RegionsController } from './regions-controller.ts';
import { overallStatus } from './regions-store.ts';
import type { SelectedRegions } from './selection.ts';
import { sectionKeys, type SectionKey } from './sections.ts';

const loadForm = () => import('./RegionPickerForm.tsx');
const RegionPickerForm = lazy(() => loadForm().then((module) => ({ default: module.RegionPickerForm })));

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

  // Esc anywhere in the open picker closes it and gives focus back to the button.
  const [rootRef, triggerProps, closePanel] = useDisclosure(open, setOpen, panelId, {});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void controller.save(draft, { focusId: triggerId, ...(redirect !== undefined ? { redirect } : {}) });
  }

  return (
    <div className="region-picker" ref={rootRef}>
      <button
        {...triggerProps}
        id={triggerId}
        className="region-picker-trigger"
        onClick={() => (open ? setOpen(false) : openPanel())}
        // the form's code starts loading as the visitor heads for the button
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
      >
        {currentName
          ? formatMessage(regionMessages.triggerCurrent, { region: currentName })
          : regionMessages.trigger}
      </button>
      <section
        id={panelId}
        className="region-picker-panel popover"
        aria-labelledby={headingId}
        hidden={!open}
      >
        <h2 id={headingId} className="region-picker-heading">
          {regionMessages.heading}
        </h2>
        <p className="region-picker-intro">{regionMessages.intro}</p>
        {open ? (
          <Suspense fallback={null}>
            <RegionPickerForm
              sections={sections}
              idPrefix={idPrefix}
              draft={draft}
              onDraft={setDraft}
              saving={status === 'saving'}
              onSubmit={onSubmit}
              onClose={closePanel}
            />
          </Suspense>
        ) : null}
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
