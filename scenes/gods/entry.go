package gods

import (
	"starboard/rules/gods"
	"starboard/scenes"
	godsart "starboard/sprites/gods"
)

// Entry is Gods Don't Play Dice on the shelf.
var Entry = scenes.Title{
	Rules:   gods.Title,
	Pitch:   "Build a living planet together, without ever saying what your pieces need.",
	Table:   New,
	Attract: NewAttract,
	Guide:   guide,
	Emblem:  drawEmblem,
	Palette: godsart.Palette,
}
