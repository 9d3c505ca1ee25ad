import { useState, type KeyboardEvent } from 'react';
import { formatMessage, regionFormMessages } from '@portail/ui';
import { regionsOf } from './catalogue.ts';
import { filterRegions } from './region-search.ts';
import type { SectionKey } from './sections.ts';

export interface RegionSectionFieldProps {
  section: SectionKey;
  selectedId: number;
  idPrefix: string;
  onChoose(section: SectionKey, id: number): void;
}

function resultsText(count: number): string {
  if (count === 0) return regionFormMessages.resultsNone;
  if (count === 1) return regionFormMessages.resultsOne;
  return formatMessage(regionFormMessages.resultsMany, { count });
}

/** One section of the picker: a search field that filters a group of radio buttons. */
export function RegionSectionField({ section, selectedId, idPrefix, onChoose }: RegionSectionFieldProps) {
  const [query, setQuery] = useState('');
  const regions = filterRegions(regionsOf(section), query);
  const label = regionFormMessages.sectionLabels[section];
  const baseId = `${idPrefix}-${section}`;

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter must not submit the whole picker; with a single match it chooses that region.
      event.preventDefault();
      const [only, ...rest] = regions;
      if (only && rest.length === 0) onChoose(section, only.id);
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
    }
  }

  return (
    <fieldset className="region-section">
      <legend className="region-section-legend">{label}</legend>
      <label className="region-section-search-label" htmlFor={`${baseId}-search`}>
        {regionFormMessages.searchLabel} <span className="visually-hidden">({label})</span>
      </label>
      <input
        id={`${baseId}-search`}
        className="region-section-search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={query}
        aria-controls={`${baseId}-options`}
        aria-describedby={`${baseId}-count`}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onSearchKeyDown}
      />
      <p id={`${baseId}-count`} className="region-section-count" role="status">
        {query === '' ? '' : resultsText(regions.length)}
      </p>
      <ul id={`${baseId}-options`} className="region-section-options">
        {regions.map((region) => {
          const optionId = `${baseId}-${region.id}`;
          return (
            <li key={region.id} className="region-option">
              <input
                id={optionId}
                className="region-option-input"
                type="radio"
                name={baseId}
                value={region.id}
                checked={region.id === selectedId}
                onChange={() => onChoose(section, region.id)}
              />
              <label className="region-option-label" htmlFor={optionId}>
                {region.name}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
