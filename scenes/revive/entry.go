package revive

import (
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/table"
	sr "starboard/sprites/revive"
)

// Entry is Revive on the shelf.
var Entry = scenes.Title{
	Rules:   rv.Title,
	Players: "1–4 players · solo mode",
	Pitch:   "Wake your tribe from hibernation: slot cards, explore the land, build.",
	Table:   New,
	Attract: table.Attract[obj](newBoard),
	Guide:   guide,
	Emblem:  drawEmblem,
	Palette: sr.Palette,
}
