export {
  sectionKeys,
  dataSectionNames,
  productKeys,
  isSectionKey,
  type SectionKey,
  type DataSectionName,
} from './sections.ts';
export {
  sectionEdition,
  sectionTelevision,
  sectionEspaceMusique,
  sectionPremiere,
  sectionOhdio,
  legacyIdBase,
  DEFAULT_CITY_CODE,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_TIME_ZONE,
  MIN_REGION_ID,
  MAX_REGION_ID,
  type Region,
} from './region-data.ts';
export { regionsBySection, regionsOf, findRegion, findRegionByLegacyId } from './catalogue.ts';
export {
  defaultSelection,
  chooseRegion,
  assignRegions,
  validateChoice,
  changedSections,
  type SelectedRegions,
  type RegionChoice,
} from './selection.ts';
export { defaultPlace, type Place } from './place.ts';
export {
  REGION_QUERY_PARAMS,
  parseRegionQueryParams,
  hasRegionQueryParams,
  type RegionQuery,
} from './query-params.ts';
export { cookieDomainFor } from './cookie-domain.ts';
export {
  RCID_COOKIE,
  RCID_MAX_AGE_DAYS,
  buildRegionCookie,
  readRegionCookie,
  writeRegionCookie,
  encodeRegionCookieValue,
  decodeRegionCookieValue,
} from './region-cookie.ts';
export { toProductsRegionsBody, regionsFromProducts } from './products-regions.ts';
export { saveRegionsToProfile } from './profile-regions-api.ts';
export { RegionCookieError } from './errors.ts';
export {
  REGION_UPDATE_FOCUS_KEY,
  REGION_SCROLL_TOP_KEY,
  rememberPagePosition,
  restorePagePosition,
} from './reload-position.ts';
export { NO_REFRESH, type RedirectAfterSave } from './after-save.ts';
export {
  regionsReducer,
  createRegionsStore,
  createInitialRegionsState,
  isSaving,
  overallStatus,
  type RegionsState,
  type RegionsAction,
  type RegionsStore,
  type SaveStatus,
  type SaveFailure,
} from './regions-store.ts';
export {
  createRegionsController,
  browserRegionsEnvironment,
  type RegionsController,
  type RegionsControllerOptions,
  type RegionsEnvironment,
  type SaveOptions,
  type SaveOutcome,
} from './regions-controller.ts';
export { normalizeForSearch, matchesRegion, filterRegions } from './region-search.ts';
export { regionMessages } from './messages.fr.ts';
export { RegionPicker, type RegionPickerProps } from './RegionPicker.tsx';
