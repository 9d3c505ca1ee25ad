import type { LiveStation } from '@portail/contracts';

/** The live station of the portal's player tests: ICI Première Montréal, as the local catalogue lists it. */
export const montrealStation: LiveStation = {
  id: 'cbfxc',
  globalId: '24-cbfxc',
  mediaId: 'sp01radio',
  appCode: 'medianetlive',
  title: 'ICI Première Montréal',
  description: 'La radio parlée en direct de Montréal.',
  broadcastingNetworkId: 1,
  broadcastingStationCodeName: 'cbfxc',
  broadcastingStationId: 7,
  primaryClassificationTagId: 8005,
  streamUrl: 'http://localhost:8083/audio/live/cbfxc',
};
