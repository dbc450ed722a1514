import { useEffect, useState } from 'react';
import { storageGet, storageSet } from './room-storage';

/** The room's display settings, kept on this device for every exam. */
export type RoomDisplay = {
  /** 1 = 100 %, up to 2 = 200 %, in steps of 0.25. */
  zoom: number;
  lineReader: boolean;
  highContrast: boolean;
};

export const DISPLAY_KEY = 'tafawuq:exam-room-display';
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 2;
export const ZOOM_STEP = 0.25;
const DEFAULTS: RoomDisplay = { zoom: 1, lineReader: false, highContrast: false };

const clampZoom = (zoom: number) =>
  Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(zoom / ZOOM_STEP) * ZOOM_STEP));

function readDisplay(): RoomDisplay {
  try {
    const stored = JSON.parse(storageGet(DISPLAY_KEY) ?? '{}') as Partial<RoomDisplay>;
    return {
      zoom: typeof stored.zoom === 'number' ? clampZoom(stored.zoom) : DEFAULTS.zoom,
      lineReader: stored.lineReader === true,
      highContrast: stored.highContrast === true,
    };
  } catch {
    return DEFAULTS;
  }
}

/** Zoom, line reader and high contrast (Bluebook's accessibility tools), remembered. */
export function useRoomDisplay() {
  const [display, setDisplay] = useState<RoomDisplay>(readDisplay);
  useEffect(() => {
    storageSet(DISPLAY_KEY, JSON.stringify(display));
  }, [display]);
  return {
    display,
    zoomBy: (steps: number) =>
      setDisplay((d) => ({ ...d, zoom: clampZoom(d.zoom + steps * ZOOM_STEP) })),
    resetZoom: () => setDisplay((d) => ({ ...d, zoom: 1 })),
    toggleLineReader: () => setDisplay((d) => ({ ...d, lineReader: !d.lineReader })),
    toggleHighContrast: () => setDisplay((d) => ({ ...d, highContrast: !d.highContrast })),
  };
}

export type RoomDisplayControls = ReturnType<typeof useRoomDisplay>;
