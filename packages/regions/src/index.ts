export { type SelectedRegions } from './selection.ts';
export { REGION_UPDATE_FOCUS_KEY, REGION_SCROLL_TOP_KEY } from './reload-position.ts';
export {
  createRegionsController,
  browserRegionsEnvironment,
  type RegionsController,
  type RegionsEnvironment,
} from './regions-controller.ts';
export { RegionPicker } from './RegionPicker.tsx';
