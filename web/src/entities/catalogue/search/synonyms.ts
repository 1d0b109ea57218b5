/**
 * Words shoppers use for the same thing, as data: a search for any word of a group also finds the
 * others (singular, lower case; search reads plurals as singulars). Add a group, or a word to one,
 * here and nowhere else.
 */
export const synonymGroups: readonly (readonly string[])[] = [
  // Not "tws": a speaker's TWS is two speakers paired (True Wireless Stereo).
  ['headphone', 'earphone', 'earbud', 'headset', 'earpod', 'neckband'],
  ['speaker', 'soundbar', 'subwoofer', 'boombox'],
  ['home theatre', 'home theater', 'soundbar'],
  ['tv', 'television', 'telly'],
  ['mobile', 'phone', 'smartphone', 'cellphone'],
  ['laptop', 'notebook'],
  ['fridge', 'refrigerator'],
  ['ac', 'air conditioner'],
  ['projector', 'beamer'],
  ['keyboard', 'piano', 'keypoard', 'synthesizer'],
  ['smartwatch', 'smart watch', 'watch'],
  ['powerbank', 'power bank'],
  ['kid', 'child', 'children', 'baby'],
  ['tshirt', 't shirt', 'tee'],
  ['mic', 'microphone'],
  ['wireless', 'bluetooth', 'bt'],
  ['cooker', 'pressure cooker'],
  ['mixer', 'grinder', 'mixie'],
  ['bedsheet', 'bed sheet'],
  ['trimmer', 'shaver'],
];
