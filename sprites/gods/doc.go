// Package gods draws the pieces of Gods Don't Play Dice: the pawns on
// both sides (element and need), the spaces of each soil and the white
// space, the continents' backdrops, the links, the bag, the kind icons and
// highlights, and the title's palette. It reads the kinds, soils, needs,
// actions and effects from rules/gods; nothing here mirrors the rules'
// numbers. Cache keeps its images in a shared sprites.Cache.
package gods
