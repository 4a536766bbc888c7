import { SETTINGS_STORAGE_KEY } from '@/features/settings';

/**
 * Run in the page's head before it paints: the visitor's saved theme and direction (the app's
 * settings), so a dark or right-to-left reader never sees the page flash light or left to right.
 * Inline (one request fewer on every first visit); the server allows it by its hash.
 */
export const PRE_PAINT_SCRIPT = `(function(){var d=document.documentElement,s={};try{s=JSON.parse(localStorage.getItem(${JSON.stringify(
  SETTINGS_STORAGE_KEY,
)})||'{}')||{}}catch(e){}d.setAttribute('data-mantine-color-scheme',s.theme==='dark'?'dark':'light');if(s.direction==='rtl')d.setAttribute('dir','rtl')})();`;
