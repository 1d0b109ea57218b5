/**
 * Past this many products a catalogue is large: its whole answer is too much to read for a page on
 * the server or for search in a phone's browser. The server then sends a listing's frame (the
 * browser lists it), and the search box asks the shop server for its suggestions.
 */
export const largeCatalogue = 2000;
