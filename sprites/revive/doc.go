// Package revive draws the art of Revive: the title's palette, the map's
// hexes by terrain, the resource and effect icons, the meeples and the
// buildings. Terrains and colours are read from rules/revive; nothing here
// mirrors its numbers.
package revive
