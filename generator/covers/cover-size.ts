/** A cover's size in SVG user units (16:9): the renderer's canvas and the gallery sprite's symbols. */
export const COVER_WIDTH = 960;
export const COVER_HEIGHT = 540;
